import { describe, expect, it } from 'vitest';
import {
  moveStep,
  moveStepBy,
  moveStepsBefore,
  optionalSteps,
  removedSteps,
  removeStep,
  restoreStep,
  setFaqShown,
  setJourneySetting,
  setStepConditions,
} from './journey-edit.ts';
import { exportJourney, journeyChanges, journeyEdited, lineDiff } from './journey-export.ts';
import { analyticsEventsOf } from './journey-file.schema.ts';
import { journeyFindings } from './journey-findings.ts';
import { previewWalk } from './journey-preview.ts';
import { readFixtureJson, readJourneyJson, stepAt, vocabularyOfFile } from './test-journeys.ts';

const TICK = [{ consentType: 'TERMS_OF_USE' as const, acceptanceMode: 'EXPLICIT_NO_READ' as const }];
const names = (file: { onboarding: { steps: { name: string }[] } }) =>
  file.onboarding.steps.map((s) => s.name);
const errors = (found: ReturnType<typeof journeyFindings>) =>
  found.findings.filter((finding) => finding.severity === 'error');

describe('the journey editor’s edits (journey-edit.ts)', () => {
  // The engine's own purchase (fixtures/), where the number choice comes before personal details:
  // a product team's edit of journeys/purchase.json never changes what these tests start from.
  it('moves personal details and the address before the number choice, and the file still passes', () => {
    const shipped = readFixtureJson();
    expect(names(shipped).indexOf('personal-details')).toBeGreaterThan(
      names(shipped).indexOf('connection-details'),
    );
    const edited = moveStepsBefore(shipped, ['personal-details', 'address-details'], 'connection-details');
    const order = names(edited);
    expect(order.indexOf('personal-details')).toBeLessThan(order.indexOf('connection-details'));
    expect(order.indexOf('address-details')).toBe(order.indexOf('personal-details') + 1);
    expect([...order].sort()).toEqual([...names(shipped)].sort());
    const found = journeyFindings(edited, vocabularyOfFile(edited), {
      previous: shipped,
      consentDocuments: TICK,
    });
    expect(errors(found)).toEqual([]);
    // The number step sends its analytics event after the two steps now: the team is told so.
    const numberStep = stepAt(shipped, 'connection-details');
    expect(found.findings).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        rule: 'analytics-now-after',
        step: 'connection-details',
        params: { event: numberStep.analyticsEvent, steps: 'personal-details, address-details' },
      }),
    );
  });

  it('moves one step a place at a time, and not past either end', () => {
    const shipped = readJourneyJson('purchase.json');
    const second = names(shipped)[1] as string;
    expect(names(moveStepBy(shipped, second, -1)).slice(0, 2)).toEqual([second, names(shipped)[0]]);
    const last = names(shipped).at(-1) as string;
    expect(moveStepBy(shipped, last, 1)).toBe(shipped);
    expect(names(moveStep(shipped, second, 99)).at(-1)).toBe(second);
  });

  it('reports a step moved before what it shows as an error finding on that step, with the rule and its steps', () => {
    const shipped = readJourneyJson('plan-switch.json');
    const vocabulary = vocabularyOfFile(shipped);
    const [[shows, after] = []] = Object.entries(vocabulary.stepsAfter).map(([step, rule]) => [
      step,
      rule.steps[0],
    ]);
    if (!shows || !after) throw new Error('plan-switch has no step that must come after another');
    const edited = moveStep(shipped, shows, names(shipped).indexOf(after));
    const found = journeyFindings(edited, vocabulary);
    expect(found.ok).toBe(false);
    expect(errors(found)).toEqual([
      expect.objectContaining({
        rule: 'needs-earlier-step',
        step: shows,
        params: { step: shows, earlier: after },
      }),
    ]);
  });

  it('gives every refusal a rule and the step it concerns (a duplicated step)', () => {
    const shipped = readJourneyJson('purchase.json');
    const copy = stepAt(shipped, 1);
    const edited = {
      ...shipped,
      onboarding: { ...shipped.onboarding, steps: [...shipped.onboarding.steps, copy] },
    };
    const found = journeyFindings(edited, vocabularyOfFile(edited));
    expect(errors(found)).toContainEqual(
      expect.objectContaining({
        rule: 'duplicate-step',
        step: copy.name,
        params: { step: copy.name, position: '2' },
      }),
    );
  });

  // The storefront cannot survive these removals: Next on the summary would lead nowhere (the
  // order unpaid), the order would carry no number, or every SIM replacement would be refused.
  it.each([
    ['purchase.json', 'payment'],
    ['purchase.json', 'connection-details'],
    ['retail-purchase.json', 'payment'],
    ['sim-replacement.json', 'kyc'],
  ])('%s: never offers to remove «%s», and refuses a file without it with the reason', (file, step) => {
    const shipped = readJourneyJson(file);
    const vocabulary = vocabularyOfFile(shipped);
    expect(optionalSteps(shipped, vocabulary)).not.toContain(step);
    const found = journeyFindings(removeStep(shipped, step), vocabulary);
    expect(found.ok).toBe(false);
    expect(errors(found)).toEqual([
      expect.objectContaining({
        rule: 'needed-step-removed',
        params: { step },
        message: expect.stringContaining(vocabulary.neededSteps[step] ?? '(no reason declared)'),
      }),
    ]);
  });

  it('refuses the purchase’s payment moved before the summary it charges', () => {
    const shipped = readJourneyJson('purchase.json');
    const edited = moveStep(shipped, 'payment', names(shipped).indexOf('order-summary'));
    expect(errors(journeyFindings(edited, vocabularyOfFile(edited)))).toEqual([
      expect.objectContaining({
        rule: 'needs-earlier-step',
        params: { step: 'payment', earlier: 'order-summary' },
      }),
    ]);
  });

  it('removes an optional step with its warnings on that step, and adds it back where it was', () => {
    const shipped = readJourneyJson('purchase.json');
    const vocabulary = vocabularyOfFile(shipped);
    const optional = optionalSteps(shipped, vocabulary);
    expect(optional).not.toContain(names(shipped)[0]);
    expect(optional.some((name) => stepAt(shipped, name).final)).toBe(false);
    // One whose event no other step sends (an event several steps declare is not dropped with one).
    const sendsAlone = (name: string) =>
      analyticsEventsOf(stepAt(shipped, name)).some(
        (event) => shipped.onboarding.steps.filter((s) => analyticsEventsOf(s).includes(event)).length === 1,
      );
    const removable = optional.find(sendsAlone);
    if (!removable) throw new Error('no optional step sends an analytics event');
    const edited = removeStep(shipped, removable);
    expect(removedSteps(edited, shipped)).toEqual([removable]);
    const found = journeyFindings(edited, vocabulary, { previous: shipped });
    expect(found.ok).toBe(true);
    expect(found.findings.map((finding) => [finding.rule, finding.step])).toContainEqual([
      'analytics-dropped',
      removable,
    ]);
    expect(found.findings.map((finding) => [finding.rule, finding.step])).toContainEqual([
      'screen-unreached',
      removable,
    ]);
    const back = restoreStep(edited, shipped, removable);
    expect(names(back)).toEqual(names(shipped));
    expect(journeyEdited(back, shipped)).toBe(false);
  });

  it('changes a setting and a step’s FAQ; a terms mode the gateway overrides is a warning', () => {
    const shipped = readJourneyJson('purchase.json');
    const edited = setJourneySetting(shipped, 'termsAcceptanceMode', 'IMPLICIT');
    const found = journeyFindings(edited, vocabularyOfFile(edited), { consentDocuments: TICK });
    expect(found.findings).toContainEqual(
      expect.objectContaining({
        rule: 'terms-overridden',
        params: { mode: 'IMPLICIT', effective: 'CHECKBOX' },
      }),
    );
    const withFaq = shipped.onboarding.steps.find((step) => step.faq.enabled) ?? stepAt(shipped, 0);
    const hidden = setFaqShown(shipped, withFaq.name, false);
    expect(stepAt(hidden, withFaq.name).faq.enabled).toBe(false);
    expect(journeyChanges(hidden, shipped)).toContainEqual({ kind: 'faq', step: withFaq.name, shown: false });
    expect(shipped.settings?.termsAcceptanceMode).not.toBe('IMPLICIT');
  });
});

describe('when a step applies, edited (setStepConditions)', () => {
  it('makes a step apply to some customers only: the others skip it, the change is listed, and undone it is the shipped file', () => {
    const shipped = readFixtureJson();
    const facts = { simType: 'esim', numberType: 'new_number', isLoggedIn: true } as const;
    const walk = (file: typeof shipped) => {
      const checked = journeyFindings(file, vocabularyOfFile(file));
      if (!checked.journey) throw new Error('the edited file does not compile');
      return previewWalk(checked.journey, facts);
    };
    expect(walk(shipped)).toContain('address-details');
    const edited = setStepConditions(shipped, 'address-details', ['numberTransfer', 'numberTransfer']);
    expect(stepAt(edited, 'address-details').when).toEqual(['numberTransfer']);
    expect(errors(journeyFindings(edited, vocabularyOfFile(edited)))).toEqual([]);
    expect(walk(edited)).not.toContain('address-details');
    expect(journeyChanges(edited, shipped)).toContainEqual({
      kind: 'when',
      step: 'address-details',
      to: ['numberTransfer'],
    });
    const back = setStepConditions(edited, 'address-details', stepAt(shipped, 'address-details').when ?? []);
    expect(journeyEdited(back, shipped)).toBe(false);
    // A step that had conditions gets them back where the file had them.
    const signup = stepAt(shipped, 'signup').when ?? [];
    expect(signup.length).toBeGreaterThan(0);
    const again = setStepConditions(setStepConditions(shipped, 'signup', []), 'signup', signup);
    expect(journeyEdited(again, shipped)).toBe(false);
  });

  it('is refused by the checks where every customer must pass: the first step', () => {
    const shipped = readFixtureJson();
    const first = stepAt(shipped, 0).name;
    const edited = setStepConditions(shipped, first, ['numberTransfer']);
    expect(
      errors(journeyFindings(edited, vocabularyOfFile(edited))).map((finding) => finding.rule),
    ).toContain('first-step-conditional');
  });
});

describe('the journey editor’s export (journey-export.ts)', () => {
  it('bumps the revision of an edited file, and only then', () => {
    const shipped = readFixtureJson();
    const edited = moveStepsBefore(shipped, ['personal-details'], 'connection-details');
    const exported = exportJourney(edited, shipped);
    expect(exported.file.revision).toBe(shipped.revision + 1);
    expect(JSON.parse(exported.text)).toEqual(exported.file);
    expect(exportJourney(shipped, shipped).file.revision).toBe(shipped.revision);
    expect(exportJourney(exported.file, shipped).file.revision).toBe(shipped.revision + 1);
  });

  it('lists what changed in a product team’s terms, and line by line', () => {
    const shipped = readFixtureJson();
    const edited = moveStepsBefore(shipped, ['personal-details'], 'connection-details');
    const at = names(edited).indexOf('personal-details');
    expect(journeyChanges(edited, shipped)).toEqual([
      { kind: 'revision', from: shipped.revision, to: shipped.revision + 1 },
      {
        kind: 'moved',
        step: 'personal-details',
        from: names(shipped).indexOf('personal-details') + 1,
        to: at + 1,
        after: names(edited)[at - 1],
      },
    ]);
    const diff = lineDiff(`${JSON.stringify(shipped, null, 2)}\n`, exportJourney(edited, shipped).text);
    expect(diff.filter((line) => line.mark === '-').map((line) => line.text.trim())).toContain(
      `"revision": ${shipped.revision},`,
    );
    expect(diff.filter((line) => line.mark === '+').map((line) => line.text.trim())).toContain(
      '"name": "personal-details",',
    );
    expect(diff.some((line) => line.mark === '…')).toBe(true);
  });

  it('an export’s walk follows its new order', () => {
    const shipped = readFixtureJson();
    const exported = exportJourney(
      moveStepsBefore(shipped, ['personal-details'], 'connection-details'),
      shipped,
    );
    const found = journeyFindings(exported.file, vocabularyOfFile(exported.file));
    if (!found.journey) throw new Error('the export should pass');
    const walk = previewWalk(found.journey, { isLoggedIn: true });
    expect(walk.indexOf('personal-details')).toBeLessThan(walk.indexOf('connection-details'));
  });
});
