import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkJourneyDocument, loadJourney } from './journey-check.ts';
import { JOURNEY_CONDITIONS } from './journey-conditions.ts';
import { JourneyDefinitionError } from './journey-definition.ts';
import type { JourneyFile } from './journey-file.schema.ts';
import {
  JOURNEYS_FOLDER,
  journeyFileNames,
  readFixtureJson,
  readJourneyJson,
  stepAt,
  vocabularyOfFile,
} from './test-journeys.ts';

const purchase = (): JourneyFile => readFixtureJson();
/** the spec's web route of each purchase step it names. */
const SPEC_ROUTES: Readonly<Record<string, string>> = {
  'pre-checkout': '/web/pre-checkout',
  'addon-selection': '/web/addon-selection',
  signup: '/web/signup',
  login: '/web/login',
  'verify-otp-signup': '/web/verify-otp/signup',
  'verify-otp-login': '/web/verify-otp/login',
  'pending-orders': '/web/pending-orders',
  'pending-order-details': '/web/pending-order-details',
  'connection-details': '/web/connection-details',
  'personal-details': '/web/personal-details',
  'address-details': '/web/address-details',
  'manual-ekyc': '/web/manual-ekyc',
  'order-summary': '/web/order-summary',
  'payment-method-selector': '/web/payment-method-selector',
  payment: '/web/payment',
  'payment-success': '/web/payment-success',
  'payment-failed': '/web/payment-failed',
};
const issuesOf = (json: unknown) => {
  const result = checkJourneyDocument(json);
  if (result.ok) throw new Error('expected the check to fail');
  // Where and what journeys:check prints; the rule ids the editor translates are journey-edit.test's.
  return result.issues.map(({ path, message }) => ({ path, message }));
};
const indexOf = (file: JourneyFile, name: string) =>
  file.onboarding.steps.findIndex((step) => step.name === name);

describe('journey files in journeys/', () => {
  it.each(journeyFileNames())('%s passes every check', (name) => {
    const file = readJourneyJson(name);
    const result = checkJourneyDocument(file, vocabularyOfFile(file));
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('has FAQ enabled on every purchase step except login, signup and verify-otp (§2)', () => {
    for (const step of readJourneyJson('purchase.json').onboarding.steps) {
      const off = ['signup', 'login', 'verify-otp-signup', 'verify-otp-login'].includes(step.name);
      expect([step.name, step.faq.enabled]).toEqual([step.name, !off]);
    }
  });

  it('documents every condition of every journey for product teams in journeys/README.md', () => {
    const readme = readFileSync(`${JOURNEYS_FOLDER}README.md`, 'utf8');
    const names = [
      ...Object.keys(JOURNEY_CONDITIONS),
      ...journeyFileNames().flatMap((name) =>
        Object.keys(vocabularyOfFile(readJourneyJson(name)).conditions),
      ),
    ];
    for (const name of new Set(names)) expect([name, readme.includes(`\`${name}\``)]).toEqual([name, true]);
  });

  // Every step of the shipped purchase.json that the spec's names is on its the spec's route, whatever the order
  // and whichever steps the file keeps.
  it('uses the §2 web routes for the purchase steps', () => {
    const steps = readJourneyJson('purchase.json').onboarding.steps.filter((step) =>
      Object.hasOwn(SPEC_ROUTES, step.name),
    );
    expect(steps.length).toBeGreaterThan(Object.keys(SPEC_ROUTES).length / 2);
    expect(steps.map((step) => [step.name, step.route])).toEqual(
      steps.map((step) => [step.name, SPEC_ROUTES[step.name]]),
    );
  });
});

describe('checkJourneyDocument: rejections name the JSON path', () => {
  it('rejects an unknown condition', () => {
    const file = purchase();
    const at = indexOf(file, 'delivery');
    file.onboarding.steps[at] = { ...stepAt(file, at), when: ['deliveryNeeded', 'phisicalSim'] };
    expect(issuesOf(file)).toEqual([
      {
        path: `$.onboarding.steps[${at}].when[1]`,
        message: expect.stringMatching(/^unknown condition "phisicalSim"; known conditions: .*physicalSim/),
      },
    ]);
  });

  it('rejects a duplicate step', () => {
    const file = purchase();
    const original = indexOf(file, 'personal-details');
    const copy = { ...stepAt(file, original), route: '/web/personal-details-2' };
    file.onboarding.steps.splice(3, 0, copy);
    // The copy comes first now, so the original (one further down) is the duplicate.
    expect(issuesOf(file)).toEqual([
      {
        path: `$.onboarding.steps[${original + 1}].name`,
        message: 'duplicate step name "personal-details" (first used at $.onboarding.steps[3])',
      },
    ]);
  });

  it('rejects an unreachable step', () => {
    const file = purchase();
    const at = indexOf(file, 'manual-ekyc');
    file.onboarding.steps[at] = { ...stepAt(file, at), when: ['guest', 'notGuest'] };
    expect(issuesOf(file)).toEqual([
      {
        path: `$.onboarding.steps[${at}]`,
        message: expect.stringContaining('step "manual-ekyc" is unreachable'),
      },
    ]);
  });

  it('rejects a step from which no end can be reached', () => {
    const file = purchase();
    for (const step of file.onboarding.steps) delete step.final;
    const issues = issuesOf(file);
    expect(issues).toContainEqual({
      path: '$.onboarding.steps',
      message: expect.stringContaining('no step is final'),
    });
  });

  it('rejects a dead end', () => {
    const file = purchase();
    file.onboarding.steps = file.onboarding.steps.filter((step) => step.name !== 'payment-failed');
    const at = indexOf(file, 'payment');
    // With only success left, a failed payment has nowhere to go, but success still can be reached.
    expect(checkJourneyDocument(file).ok).toBe(true);
    stepAt(file, 'payment-success').when = ['guest', 'notGuest'];
    expect(issuesOf(file)).toContainEqual({
      path: `$.onboarding.steps[${at}]`,
      message: 'from step "payment" no final step or exit can be reached',
    });
  });

  it('reports schema problems with their path: unknown key, bad layout, wrong version', () => {
    const file = purchase() as unknown as Record<string, unknown> & JourneyFile;
    (file.onboarding.steps[2] as unknown as Record<string, unknown>).colour = 'red';
    (file.onboarding.steps[4] as unknown as Record<string, unknown>).layout = 'sidebar';
    expect(issuesOf(file)).toEqual([
      { path: '$.onboarding.steps[2].colour', message: 'unknown key "colour"' },
      { path: '$.onboarding.steps[4].layout', message: expect.stringContaining('"sidebar"') },
    ]);
    expect(issuesOf({ ...purchase(), version: 2 })).toEqual([
      { path: '$.version', message: 'format version must be 1' },
    ]);
  });

  it('rejects broken references: alternatives, next, exits, first step with conditions', () => {
    const file = purchase();
    stepAt(file, 0).when = ['notGuest'];
    stepAt(file, 'signup').alternatives = ['log-in'];
    stepAt(file, 'pending-order-details').next = 'pre-checkout';
    stepAt(file, 'verify-otp-login').exits = ['orders'];
    expect(
      issuesOf(file)
        .map((issue) => issue.path)
        .sort(),
    ).toEqual(
      [
        `$.onboarding.steps[${indexOf(file, 'signup')}].alternatives[0]`,
        `$.onboarding.steps[${indexOf(file, 'verify-otp-login')}].exits[0]`,
        `$.onboarding.steps[${indexOf(file, 'pending-order-details')}].next`,
        '$.onboarding.steps[0].when',
      ].sort(),
    );
  });

  it('loadJourney throws an error listing the issues', () => {
    const file = purchase();
    stepAt(file, 3).when = ['nope'];
    expect(() => loadJourney(file)).toThrow(JourneyDefinitionError);
    expect(() => loadJourney(file)).toThrow(/\$\.onboarding\.steps\[3\]\.when\[0\]/);
  });
});
