import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a first visit downloads, measured on the production build: the entry script plus every
 * module it preloads (initial JS), and the largest lazily loaded chunk (a route), in KB gzip.
 */
export interface BundleSizes {
  initialJsKb: number;
  initialFiles: string[];
  largestChunkKb: number;
  largestChunk: string;
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
