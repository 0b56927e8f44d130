import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * packages/core must stay framework-free (design card). Two guards: Biome's noRestrictedImports
 * (run by `npm run lint`) and this scan. The first test proves the lint rule really fires, so a
 * config edit that silently disables it fails the build.
 */
const root = join(import.meta.dirname, '..');
const coreSrc = join(root, 'packages/core/src');
const biome = join(root, 'node_modules/.bin/biome');

const FORBIDDEN = [
  /^react$/,
  /^react\//,
  /^react-dom(\/.*)?$/,
  /^@xstate\/react$/,
  /^jotai\/react(\/.*)?$/,
  /^react-intl$/,
  /^react-router(-dom)?(\/.*)?$/,
  /^@senda\/web(\/.*)?$/,
  /(^|\/)apps\//,
];

function lintProbe(source: string): { failed: boolean; output: string } {
  // The probe must sit inside packages/core for the path-scoped override to apply.
  const dir = mkdtempSync(join(coreSrc, '.boundary-probe-'));
  const file = join(dir, 'probe.ts');
  writeFileSync(file, source);
  try {
    const output = execFileSync(biome, ['lint', '--no-errors-on-unmatched', relative(root, file)], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { failed: false, output };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { failed: true, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.boundary-probe-')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

const importPattern = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

describe('packages/core boundary', () => {
  it('the lint rule fails when core imports react, react-dom or the app', () => {
    for (const source of [
      "import { useState } from 'react';\nexport const probe = useState;\n",
      "import { createRoot } from 'react-dom/client';\nexport const probe = createRoot;\n",
      "import { App } from '../../../../apps/web/src/app/app.tsx';\nexport const probe = App;\n",
    ]) {
      const result = lintProbe(source);
      expect(result.failed, result.output).toBe(true);
      expect(result.output).toContain('noRestrictedImports');
    }
  });

  it('the lint rule passes for a framework-free import', () => {
    const result = lintProbe("import { setup } from 'xstate';\nexport const probe = setup;\n");
    expect(result.failed, result.output).toBe(false);
  });

  it('no file in packages/core/src imports a framework or the app', () => {
    const offenders: string[] = [];
    // Counted so that a scan that reads nothing (a moved folder, a pattern that stopped matching)
    // fails instead of finding no offenders.
    let specifiers = 0;
    for (const file of sourceFiles(coreSrc)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(importPattern)) {
        specifiers += 1;
        const specifier = match[1] ?? match[2] ?? '';
        if (FORBIDDEN.some((pattern) => pattern.test(specifier))) {
          offenders.push(`${relative(root, file)} imports ${specifier}`);
        }
      }
    }
    expect(specifiers).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
