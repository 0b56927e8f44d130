import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JourneyFile } from '../journey-file.schema.ts';
import { JOURNEYS_FOLDER, readFixtureJson, readJourneyJson, stepAt } from '../test-journeys.ts';
import { checkJourneyFiles, consentDocumentsFromFile, journeyFilesIn } from './check-journey-files.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const CLI = fileURLToPath(new URL('../../../../../scripts/journeys-check.ts', import.meta.url));
const TSX = join(REPO_ROOT, 'node_modules/.bin/tsx');

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'journeys-check-'));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

function write(name: string, json: unknown): string {
  const path = join(folder, name);
  writeFileSync(path, typeof json === 'string' ? json : JSON.stringify(json, null, 2));
  return path;
}

function purchaseWith(edit: (file: JourneyFile) => void): JourneyFile {
  const file = readFixtureJson();
  edit(file);
  return file;
}
const at = (file: JourneyFile, name: string) => file.onboarding.steps.findIndex((step) => step.name === name);

describe('journeys:check', () => {
  it('passes the repo journeys and prints a Mermaid graph for each', () => {
    const run = checkJourneyFiles(journeyFilesIn(JOURNEYS_FOLDER), REPO_ROOT);
    expect(run.ok).toBe(true);
    // Every file in journeys/ is reported: one the checker passed over would be missing here.
    const files = readdirSync(JOURNEYS_FOLDER)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''))
      .sort();
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect(run.reports.map((report) => report.journeyId)).toEqual(files);
    expect(run.output).toContain('```mermaid\nflowchart TD');
    // The graph is the file's: every step of every repo journey is a node of it.
    for (const report of run.reports) {
      for (const step of readJourneyJson(`${report.journeyId}.json`).onboarding.steps) {
        expect(run.output).toContain(`${step.name}<br/>${step.route}`);
      }
    }
    expect(run.output).toContain('every step is reachable');
  });

  it('passes an edit that drops an analytics event, with a warning naming it', () => {
    const path = write(
      'purchase.json',
      purchaseWith((file) => {
        file.onboarding.steps = file.onboarding.steps.filter((step) => step.name !== 'addon-selection');
      }),
    );
    const run = checkJourneyFiles([path], folder, () => readFixtureJson());
    expect(run.ok).toBe(true);
    expect(run.output).toContain(
      'warning: purchase.json: analytics: "view_cart" is no longer sent: step "addon-selection", which sent it, was removed\n',
    );
    // The extras chosen there go too, and the product team is told.
    expect(run.output).toContain(
      'warning: purchase.json: data: step "addon-selection" was removed: the extras chosen there are dropped from a returning customer\'s order, since no page would let them change it\n',
    );
    // Its screen stays in the app and in Storybook, but no customer of the journey reaches it.
    expect(run.output).toContain(
      'warning: purchase.json: screen: step "addon-selection" was removed: no customer of "purchase" reaches its screen (/web/addon-selection) any more; the screen and its Storybook stories stay, unused by this journey (to keep it for some customers, give it a "when" instead)\n',
    );
    // Without a previous version (a new file, no git), nothing to compare: no warning.
    expect(checkJourneyFiles([path], folder).output).not.toContain('warning:');
  });

  it('says nothing of a screen when a step is only renamed (formerNames) or moved', () => {
    const renamed = write(
      'purchase.json',
      purchaseWith((file) => {
        const step = stepAt(file, 'personal-details');
        step.formerNames = ['personal-details'];
        step.name = 'about-you';
      }),
    );
    expect(checkJourneyFiles([renamed], folder, () => readFixtureJson()).output).not.toContain('screen:');
    const moved = write(
      'purchase.json',
      purchaseWith((file) => {
        const steps = file.onboarding.steps;
        const [details] = steps.splice(at(file, 'personal-details'), 1);
        if (details) steps.splice(at(file, 'connection-details'), 0, details);
      }),
    );
    const run = checkJourneyFiles([moved], folder, () => readFixtureJson());
    expect(run.ok).toBe(true);
    expect(run.output).not.toContain('screen:');
  });

  describe('settings that do nothing', () => {
    const consent = (acceptanceMode: 'EXPLICIT_READ' | 'EXPLICIT_NO_READ' | 'IMPLICIT') => [
      { consentType: 'TERMS_OF_USE' as const, acceptanceMode },
    ];
    const withTerms = (mode: 'IMPLICIT' | 'CHECKBOX' | 'MANDATORY_SCROLL') =>
      write(
        'purchase.json',
        purchaseWith((file) => {
          file.settings = { ...file.settings, termsAcceptanceMode: mode };
        }),
      );

    it('warns when the gateway’s consent settings override the terms mode, naming what customers get', () => {
      const run = checkJourneyFiles([withTerms('IMPLICIT')], folder, undefined, consent('EXPLICIT_NO_READ'));
      expect(run.ok).toBe(true);
      expect(run.output).toContain(
        "warning: purchase.json: settings.termsAcceptanceMode: IMPLICIT has no effect: the gateway's consent settings ask for CHECKBOX on the terms of use, so customers get CHECKBOX\n",
      );
      // A journey asking for more than the gateway does gets what it asks for: no warning.
      expect(
        checkJourneyFiles([withTerms('MANDATORY_SCROLL')], folder, undefined, consent('EXPLICIT_NO_READ'))
          .output,
      ).not.toContain('warning:');
      expect(
        checkJourneyFiles([withTerms('CHECKBOX')], folder, undefined, consent('EXPLICIT_READ')).output,
      ).toContain('settings.termsAcceptanceMode: CHECKBOX has no effect');
    });

    it('warns about a setting no page of the journey reads', () => {
      const file = readJourneyJson('plan-switch.json');
      const path = write('plan-switch.json', { ...file, settings: { termsAcceptanceMode: 'IMPLICIT' } });
      const run = checkJourneyFiles([path], folder, undefined, consent('EXPLICIT_READ'));
      expect(run.ok).toBe(true);
      expect(run.output).toContain(
        'warning: plan-switch.json: settings.termsAcceptanceMode: has no effect: no page of the "plan-switch" journey reads it\n',
      );
      // Not read, so not overridden either: one warning, not two.
      expect(run.output.match(/warning:/g)).toHaveLength(1);
    });

    it('reads another gateway’s consent settings from a file, and refuses one that is not', () => {
      const journey = withTerms('CHECKBOX');
      const settings = write('consent.json', {
        documents: [
          {
            consentType: 'TERMS_OF_USE',
            documentName: 't',
            url: 'https://example.mx/t',
            acceptanceMode: 'EXPLICIT_READ',
          },
        ],
      });
      const strict = checkJourneyFiles([journey], folder, undefined, consentDocumentsFromFile(settings));
      expect(strict.ok).toBe(true);
      expect(strict.output).toContain('settings.termsAcceptanceMode: CHECKBOX has no effect');
      const junk = write('junk.json', { documents: 'none' });
      expect(() => consentDocumentsFromFile(junk)).toThrow(`${junk}: not consent settings`);
    });
  });

  it('rejects an unknown condition, naming the file and the JSON path', () => {
    let index = -1;
    const file = write(
      'purchase.json',
      purchaseWith((f) => {
        index = at(f, 'manual-ekyc');
        stepAt(f, index).when = ['kycRequired'];
      }),
    );
    const run = checkJourneyFiles([file], folder);
    expect(run.ok).toBe(false);
    expect(run.output).toContain(
      `purchase.json: $.onboarding.steps[${index}].when[0]: unknown condition "kycRequired"`,
    );
  });

  it('checks a flow’s journey against its own vocabulary: plan switch may not name the purchase’s conditions', () => {
    const planSwitch = readJourneyJson('plan-switch.json');
    stepAt(planSwitch, 1).when = ['loggedIn'];
    const file = write('plan-switch.json', planSwitch);
    const run = checkJourneyFiles([file], folder);
    expect(run.ok).toBe(false);
    expect(run.output).toContain(
      'plan-switch.json: $.onboarding.steps[1].when[0]: unknown condition "loggedIn"',
    );
  });

  it('refuses a file without a step its flow needs: SIM replacement without its delivery step', () => {
    const simReplacement = readJourneyJson('sim-replacement.json');
    simReplacement.onboarding.steps = simReplacement.onboarding.steps.filter(
      (step) => step.name !== 'delivery-details',
    );
    const run = checkJourneyFiles([write('sim-replacement.json', simReplacement)], folder);
    expect(run.ok).toBe(false);
    expect(run.output).toContain(
      'sim-replacement.json: $.onboarding.steps: step "delivery-details" cannot be removed: it asks where a delivered SIM goes',
    );
    // Moved before the identity check, it is still there: accepted.
    const moved = readJourneyJson('sim-replacement.json');
    const [delivery] = moved.onboarding.steps.splice(2, 1);
    if (delivery) moved.onboarding.steps.splice(1, 0, delivery);
    expect(checkJourneyFiles([write('sim-replacement.json', moved)], folder).ok).toBe(true);
  });

  it('refuses a step before the step whose choice it shows: plan details before the plans', () => {
    const planSwitch = readJourneyJson('plan-switch.json');
    const [plans, details, ...rest] = planSwitch.onboarding.steps;
    if (!plans || !details) throw new Error('plan-switch.json has fewer than two steps');
    planSwitch.onboarding.steps = [details, plans, ...rest];
    const run = checkJourneyFiles([write('plan-switch.json', planSwitch)], folder);
    expect(run.ok).toBe(false);
    expect(run.output).toContain(
      'plan-switch.json: $.onboarding.steps[0]: step "plan-details" must come after "plans": it shows the plan chosen there',
    );
  });

  it('rejects a duplicate step, naming the JSON path', () => {
    let index = -1;
    const file = write(
      'purchase.json',
      purchaseWith((f) => {
        index = f.onboarding.steps.push({ ...stepAt(f, 1), route: '/web/addon-selection-again' }) - 1;
      }),
    );
    const run = checkJourneyFiles([file], folder);
    expect(run.ok).toBe(false);
    expect(run.output).toContain(
      `purchase.json: $.onboarding.steps[${index}].name: duplicate step name "addon-selection" (first used at $.onboarding.steps[1])`,
    );
  });

  it('rejects an unreachable step, naming the JSON path', () => {
    let index = -1;
    const file = write(
      'purchase.json',
      purchaseWith((f) => {
        index = at(f, 'delivery');
        stepAt(f, index).when = ['esim', 'physicalSim'];
      }),
    );
    const run = checkJourneyFiles([file], folder);
    expect(run.ok).toBe(false);
    expect(run.output).toContain(
      `purchase.json: $.onboarding.steps[${index}]: step "delivery" is unreachable`,
    );
  });

  it('rejects invalid JSON and two files with the same id', () => {
    const broken = write('broken.json', '{ "version": 1,');
    const a = write('a.json', readJourneyJson('plan-switch.json'));
    const b = write('b.json', readJourneyJson('plan-switch.json'));
    const run = checkJourneyFiles([broken, a, b], folder);
    expect(run.output).toContain('broken.json: $: not valid JSON');
    expect(run.output).toContain('b.json: $.id: id "plan-switch" is already used by a.json');
  });

  it('exits non-zero with the reason on stderr, and zero on the repo journeys', () => {
    let index = -1;
    write(
      'purchase.json',
      purchaseWith((f) => {
        index = at(f, 'delivery');
        stepAt(f, index).when = ['sameDay'];
      }),
    );
    const failed = spawnSync(TSX, [CLI, folder], { encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(`$.onboarding.steps[${index}].when[0]: unknown condition "sameDay"`);

    const passed = spawnSync(TSX, [CLI], { encoding: 'utf8', cwd: REPO_ROOT });
    expect(passed.status).toBe(0);
    expect(passed.stdout).toContain('journeys/purchase.json');
    // Two runs of the command through tsx, each loading core and the sandbox from source: 69.6 s for
    // both on a two-core machine busy with the rest of `npm test`. The limit is not a speed target.
  }, 240_000);
});

/**
 * Termination: LFPC art. 76 Bis wants cancelling as easy as buying, so its manifest
 * caps the screens from the line page to a sent request at 4. A product team's edit that makes it
 * longer fails here, in journeys:check, before anything ships.
 */
describe('journeys:check: the screens a termination takes', () => {
  const termination = () => readJourneyJson('termination.json');

  it('passes the shipped file, which takes at most 4 screens from the line page', () => {
    const run = checkJourneyFiles([write('termination.json', termination())], folder);
    expect(run.ok).toBe(true);
    expect(1 + termination().onboarding.steps.length).toBeLessThanOrEqual(4);
  });

  it('passes a reorder that keeps the count (the offers before the reason)', () => {
    const file = termination();
    const [request, stay, submit] = file.onboarding.steps;
    if (!request || !stay || !submit) throw new Error('termination.json changed: three steps expected');
    // A first step always applies, so the offers' step drops its `when` (offersAvailable) there.
    const { when: _, ...alwaysStay } = stay as typeof stay & { when?: unknown };
    file.onboarding.steps = [alwaysStay, request, submit];
    const run = checkJourneyFiles([write('termination.json', file)], folder);
    expect(run.ok).toBe(true);
  });

  it('refuses a step more: five screens from the line page', () => {
    const file = termination();
    const first = stepAt(file, 0);
    file.onboarding.steps.splice(1, 0, {
      ...first,
      name: 'survey',
      route: '/manage/termination-request/survey',
      analyticsPageName: 'Termination Survey',
    });
    const run = checkJourneyFiles([write('termination.json', file)], folder);
    expect(run.ok).toBe(false);
    expect(run.output).toContain(
      'termination.json: $.onboarding.steps: this flow takes 5 screens from the line page to a sent request (the line page and 4 steps); its manifest allows at most 4',
    );
  });
});
