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
 * No test names a servicing flow's shipped order: a product team's edit of the SIM replacement
 * (the delivery asked first, before the identity check), made with the editor's own edit and
 * export functions and dropped into a copy of journeys/, passes journeys:check and the SIM
 * replacement's core tests pointed at the copy (test-journeys.ts's SENDA_JOURNEYS_FOLDER). The
 * browser walk reads the same folder's file as it runs.
 */
const root = join(import.meta.dirname, '..');
const folder = mkdtempSync(join(tmpdir(), 'journey-service-reorder-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

cpSync(join(root, 'journeys'), folder, { recursive: true });
const shipped = JSON.parse(readFileSync(join(root, 'journeys/sim-replacement.json'), 'utf8')) as JourneyFile;
const names = (file: JourneyFile) => file.onboarding.steps.map((step) => step.name);
const exported = exportJourney(
  moveStepsBefore(shipped, ['delivery-details'], names(shipped)[1] as string),
  shipped,
);
writeFileSync(join(folder, 'sim-replacement.json'), exported.text);

const CORE_TESTS = [
  'src/flows/sim-replacement/sim-replacement.services.test.ts',
  'src/flows/sim-replacement/sim-replacement.rules.test.ts',
];

describe('the SIM replacement with its delivery asked first', () => {
  it('asks for the delivery right after the request', () => {
    expect(names(exported.file).slice(0, 2)).toEqual(['order-request', 'delivery-details']);
  });

  it('passes journeys:check', () => {
    const run = checkJourneyFiles(journeyFilesIn(folder), folder);
    expect(run.ok, run.output).toBe(true);
  });

  it('passes the SIM replacement’s core tests', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, SENDA_JOURNEYS_FOLDER: folder, NO_COLOR: '1' };
    delete env.FORCE_COLOR;
    // The child is a run of its own, not a worker of this one.
    for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
    const run = spawnSync(
      join(root, 'node_modules/.bin/vitest'),
      ['run', '--project', 'core', ...CORE_TESTS.map((file) => `packages/core/${file}`)],
      { cwd: root, env, encoding: 'utf8' },
    );
    expect(`exit ${run.status}\n${run.stdout}${run.stderr}`).toMatch(/^exit 0\n/);
    expect(run.stdout).toMatch(new RegExp(`Test Files\\W+${CORE_TESTS.length} passed`));
  }, 240_000);
});
