import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OutputChunk, RollupOutput } from 'rollup';

/**
 * What a first visit downloads, measured on the production build: the entry script plus every
 * module it preloads (initial JS), and the lazily loaded chunks (routes, languages), in KB gzip.
 */
export interface BundleSizes {
  initialJsKb: number;
  initialFiles: string[];
  largestChunkKb: number;
  largestChunk: string;
  /** The lazy chunks, largest first. */
  chunks: { file: string; kb: number }[];
}

export const gzipKb = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;

export function measureBundle(dist: string): BundleSizes {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = new Set<string>();
  for (const match of html.matchAll(
    /<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g,
  )) {
    if (match[1]) initial.add(match[1]);
  }
  const chunks = readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file: `assets/${file}`, kb: gzipKb(join(dist, 'assets', file)) }));
  const initialJsKb = [...initial].reduce((sum, file) => sum + gzipKb(join(dist, file)), 0);
  const lazy = chunks.filter((chunk) => !initial.has(chunk.file)).sort((a, b) => b.kb - a.kb);
  return {
    initialJsKb,
    initialFiles: [...initial],
    largestChunkKb: lazy[0]?.kb ?? 0,
    largestChunk: lazy[0]?.file ?? '(none)',
    chunks: lazy,
  };
}

/**
 * Account servicing (§2 Manage: the line pages, service requests, SIM activation, eSIM install,
 * identity checks, plan switch): the web screens and the core machines only those screens run.
 * Their code loads on their routes only, so the first load does not grow with them.
 */
const ACCOUNT_SERVICING =
  /\/(apps\/web\/src\/features\/manage|packages\/core\/src\/machines\/(customer-lines|esim-install|line-home|manual-ekyc|plan-switch|request-history|request-status|service-request-template|sim-activation))\//;

/** The modules of account servicing that the first load (the entry and its static imports) holds. */
export function accountServicingInFirstLoad(output: RollupOutput): string[] {
  const chunks = new Map(
    output.output
      .filter((item): item is OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) visit(chunks.get(file));
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
  return [...seen]
    .flatMap((file) => chunks.get(file)?.moduleIds ?? [])
    .filter((id) => ACCOUNT_SERVICING.test(id.replaceAll('\\', '/')));
}
