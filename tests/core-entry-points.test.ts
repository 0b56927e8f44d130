import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFilesOf } from './support/source-files.ts';

/**
 * `@senda/core` has no root barrel: each area, each machine and each flow wing is an entry point of its own
 * (package.json `exports`), so an import names the area it needs and an area's public API reads in
 * one file. Every entry must resolve and export something, and nothing may import the package root
 * again (it would pull every area into whoever imports it).
 */
const root = join(import.meta.dirname, '..');
const coreDir = join(root, 'packages/core');
const exportsMap = JSON.parse(readFileSync(join(coreDir, 'package.json'), 'utf8')).exports as Record<
  string,
  string
>;

function entryPoints(): string[] {
  const machines = readdirSync(join(coreDir, 'src/machines'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `@senda/core/machines/${entry.name}`);
  const flows = readdirSync(join(coreDir, 'src/flows'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `@senda/core/flows/${entry.name}`);
  const areas = Object.keys(exportsMap)
    .filter((key) => !key.includes('*'))
    .map((key) => `@senda/core${key.slice(1)}`);
  return [...areas, ...machines, ...flows];
}

describe('@senda/core entry points', () => {
  it('has no root entry, only areas and machines', () => {
    expect(Object.keys(exportsMap)).not.toContain('.');
  });

  it('every entry point resolves and exports something', async () => {
    for (const entry of entryPoints()) {
      const module = (await import(/* @vite-ignore */ entry)) as Record<string, unknown>;
      expect(Object.keys(module).length, `${entry} exports nothing`).toBeGreaterThan(0);
    }
  });

  it('nothing imports the package root', () => {
    const rootImport = /from\s+'@senda\/core'|import\(\s*'@senda\/core'\s*\)/;
    const offenders = ['apps', 'packages', 'tests', 'scripts']
      .flatMap((folder) => sourceFilesOf(join(root, folder)))
      .filter((file) => rootImport.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(root.length + 1));
    expect(offenders).toEqual([]);
  });
});
