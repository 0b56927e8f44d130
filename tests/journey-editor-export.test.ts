import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkJourneyFiles, journeyFilesIn } from '../packages/core/src/journey/cli/check-journey-files.ts';
import { moveStepsBefore } from '../packages/core/src/journey/journey-edit.ts';
import { exportJourney } from '../packages/core/src/journey/journey-export.ts';
import type { JourneyFile } from '../packages/core/src/journey/journey-file.schema.ts';

/**
 * What the journey editor exports is a file that can ship: the product team's edit "personal
 * details and the address before the number choice", made with the editor's own edit and export
 * functions on the shipped purchase.json, dropped into a copy of journeys/, passes journeys:check
 * and the core tests that run on the repo's journey files (pointed at the copy).
 */
const root = join(import.meta.dirname, '..');
const folder = mkdtempSync(join(tmpdir(), 'journey-editor-export-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

cpSync(join(root, 'journeys'), folder, { recursive: true });
const onDisk = JSON.parse(readFileSync(join(root, 'journeys/purchase.json'), 'utf8')) as JourneyFile;
const MOVED = ['personal-details', 'address-details'];
const NUMBER = 'connection-details';
const names = (file: JourneyFile) => file.onboarding.steps.map((step) => step.name);
// The edit is made on a file where the number comes first: journeys/purchase.json as it is, or,
// once that edit has shipped, that file with the number moved back before personal details.
const shipped = MOVED.every((name) => names(onDisk).indexOf(name) < names(onDisk).indexOf(NUMBER))
  ? moveStepsBefore(onDisk, [NUMBER], MOVED[0] as string)
  : onDisk;
const exported = exportJourney(moveStepsBefore(shipped, MOVED, NUMBER), shipped);
writeFileSync(join(folder, 'purchase.json'), exported.text);

/** The core test files that read the journey files (test-journeys.ts's JOURNEYS_FOLDER). */
const CORE_JOURNEY_TESTS = [
  'src/journey/journey-check.test.ts',
  'src/journey/journey-analytics.test.ts',
  'src/journey/journey-progress.test.ts',
  'src/journey/cli/journeys-check.test.ts',
  'src/machines/purchase/purchase.test.ts',
  'src/machines/new-number/new-number.address-first.test.ts',
];

describe('the journey editor’s export of purchase.json, personal details before the number', () => {
  it('has the new order and the next revision', () => {
    const order = names(exported.file);
    expect(order.indexOf('personal-details')).toBeLessThan(order.indexOf(NUMBER));
    expect(order.indexOf('address-details')).toBeLessThan(order.indexOf(NUMBER));
    expect(exported.file.revision).toBe(shipped.revision + 1);
  });

  it('passes journeys:check', () => {
    const run = checkJourneyFiles(journeyFilesIn(folder), folder);
    expect(run.ok, run.output).toBe(true);
  });

  it('passes the core tests that run on the journey files', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, SENDA_JOURNEYS_FOLDER: folder, NO_COLOR: '1' };
    delete env.FORCE_COLOR;
    // The child is a run of its own, not a worker of this one.
    for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
    const run = spawnSync(
      join(root, 'node_modules/.bin/vitest'),
      ['run', '--project', 'core', ...CORE_JOURNEY_TESTS.map((file) => `packages/core/${file}`)],
      { cwd: root, env, encoding: 'utf8' },
    );
    expect(`exit ${run.status}\n${run.stdout}${run.stderr}`).toMatch(/^exit 0\n/);
    expect(run.stdout).toMatch(new RegExp(`Test Files\\W+${CORE_JOURNEY_TESTS.length} passed`));
  }, 240_000);
});
