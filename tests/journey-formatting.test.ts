import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkJourneyFiles, journeyFilesIn } from '../packages/core/src/journey/cli/check-journey-files.ts';

/**
 * A product team's editor may lay a journey file out its own way (arrays expanded, four spaces,
 * one line). Formatting is never an error: `npm run lint` (Biome) and `npm run journeys:check`
 * both accept every layout of every journey file, and agree. The copies are written under
 * journeys/ (in a folder the journey loaders do not read) so Biome applies the journeys' settings.
 */
const root = join(import.meta.dirname, '..');
const journeysFolder = join(root, 'journeys');
const scratch = mkdtempSync(join(journeysFolder, '.layout-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const LAYOUTS: Record<string, (json: unknown) => string> = {
  'two spaces, every array expanded': (json) => `${JSON.stringify(json, null, 2)}\n`,
  'four spaces': (json) => `${JSON.stringify(json, null, 4)}\n`,
  'one line': (json) => JSON.stringify(json),
};

const files = readdirSync(journeysFolder).filter((name) => name.endsWith('.json'));

describe.each(Object.entries(LAYOUTS))('journey files laid out with %s', (layout, write) => {
  const folder = mkdtempSync(join(scratch, 'layout-'));
  for (const name of files) {
    writeFileSync(join(folder, name), write(JSON.parse(readFileSync(join(journeysFolder, name), 'utf8'))));
  }

  it('pass Biome, as npm run lint runs it', () => {
    const lint = spawnSync(join(root, 'node_modules/.bin/biome'), ['check', folder], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(`${layout}: exit ${lint.status}\n${lint.stdout}${lint.stderr}`).toMatch(/^[^\n]*: exit 0\n/);
  });

  it('pass journeys:check', () => {
    const run = checkJourneyFiles(journeyFilesIn(folder), root);
    expect(run.ok, run.output).toBe(true);
    expect(run.reports).toHaveLength(files.length);
  });
});
