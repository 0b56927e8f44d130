import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '@senda/core';
import { describe, expect, it } from 'vitest';

/**
 * `@senda/core`'s areas are entry points of their own (package.json `exports`), so an area's public
 * API reads in one file. Every name of the root barrel must be reachable through one of them,
 * and every entry must resolve: a new module exported from the root only, or an area whose index
 * is missing, fails here.
 */
const coreDir = join(import.meta.dirname, '../packages/core');
const exportsMap = JSON.parse(readFileSync(join(coreDir, 'package.json'), 'utf8')).exports as Record<
  string,
  string
>;

/**
 * Root only: the journey facts read from the stores, which uses the stores and the payment
 * machine's options; in either area's index it would make that area import the other.
 */
const ROOT_ONLY = ['journeyFactsFromStores'];

function entryPoints(): string[] {
  const machines = readdirSync(join(coreDir, 'src/machines'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `@senda/core/machines/${entry.name}`);
  const areas = Object.keys(exportsMap)
    .filter((key) => key !== '.' && !key.includes('*'))
    .map((key) => `@senda/core${key.slice(1)}`);
  return [...areas, ...machines];
}

describe('@senda/core entry points', () => {
  it('every name of the root barrel is exported by an area or a machine entry point', async () => {
    const reachable = new Set<string>();
    for (const entry of entryPoints()) {
      const module = (await import(/* @vite-ignore */ entry)) as Record<string, unknown>;
      expect(Object.keys(module).length, `${entry} exports nothing`).toBeGreaterThan(0);
      for (const name of Object.keys(module)) reachable.add(name);
    }
    expect(Object.keys(core).filter((name) => !reachable.has(name))).toEqual(ROOT_ONLY);
  });
});
