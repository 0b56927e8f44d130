import type { JourneyFile, JourneySettings, JourneyStep } from './journey-file.schema.ts';
import type { JourneyVocabulary } from './journey-vocabulary.ts';

/**
 * The edits a product team makes to a journey file in the journey editor, each a pure function
 * from one file to the next (the file is never changed in place). What an edit leads to is the
 * checks' verdict (journey-findings.ts), not refused here: the editor shows it live.
 */

const withSteps = (file: JourneyFile, steps: JourneyStep[]): JourneyFile => ({
  ...file,
  onboarding: { ...file.onboarding, steps },
});

const indexOfStep = (file: JourneyFile, name: string): number => {
  const at = file.onboarding.steps.findIndex((step) => step.name === name);
  if (at < 0) throw new Error(`no step "${name}" in ${file.id}`);
  return at;
};

/** The step moved to position `to` (0-based, clamped to the list), the others keeping their order. */
export function moveStep(file: JourneyFile, name: string, to: number): JourneyFile {
  const steps = [...file.onboarding.steps];
  const [step] = steps.splice(indexOfStep(file, name), 1);
  if (!step) return file;
  steps.splice(Math.max(0, Math.min(to, steps.length)), 0, step);
  return withSteps(file, steps);
}

/** The step one place earlier (-1) or later (+1); at either end, the file as it was. */
export function moveStepBy(file: JourneyFile, name: string, by: -1 | 1): JourneyFile {
  const to = indexOfStep(file, name) + by;
  if (to < 0 || to >= file.onboarding.steps.length) return file;
  return moveStep(file, name, to);
}

/** The steps moved, in their order, to just before `before`: "personal details before the number". */
export function moveStepsBefore(file: JourneyFile, names: readonly string[], before: string): JourneyFile {
  const moving = names.map((name) => file.onboarding.steps[indexOfStep(file, name)] as JourneyStep);
  const rest = file.onboarding.steps.filter((step) => !names.includes(step.name));
  const at = rest.findIndex((step) => step.name === before);
  if (at < 0) throw new Error(`no step "${before}" in ${file.id} besides the ones moved`);
  return withSteps(file, [...rest.slice(0, at), ...moving, ...rest.slice(at)]);
}

/**
 * The steps a product team may remove without a developer: not the first (it always applies) nor
 * a final one, none the flow needs (its vocabulary's `neededSteps`) or shows the choice of
 * (`stepsAfter`), and none another step names as its `next` or alternative (the reference would
 * point nowhere). Removing one may still draw a warning (analytics, a dropped choice).
 */
export function optionalSteps(file: JourneyFile, vocabulary: JourneyVocabulary): string[] {
  const steps = file.onboarding.steps;
  const named = new Set(
    steps.flatMap((step) => [...(step.alternatives ?? []), ...(step.next ? [step.next] : [])]),
  );
  const shown = new Set(Object.values(vocabulary.stepsAfter).flatMap((after) => after.steps));
  return steps
    .filter(
      (step, index) =>
        index > 0 &&
        !step.final &&
        !Object.hasOwn(vocabulary.neededSteps, step.name) &&
        !shown.has(step.name) &&
        !named.has(step.name),
    )
    .map((step) => step.name);
}

export function removeStep(file: JourneyFile, name: string): JourneyFile {
  indexOfStep(file, name);
  return withSteps(
    file,
    file.onboarding.steps.filter((step) => step.name !== name),
  );
}

/** The shipped file's steps the edit removed: the ones that can be added back (a new one needs a developer). */
export function removedSteps(file: JourneyFile, shipped: JourneyFile): string[] {
  return shipped.onboarding.steps
    .filter((step) => !file.onboarding.steps.some((kept) => kept.name === step.name))
    .map((step) => step.name);
}

/** A removed step added back as shipped, after the nearest step that came before it there. */
export function restoreStep(file: JourneyFile, shipped: JourneyFile, name: string): JourneyFile {
  const at = indexOfStep(shipped, name);
  const step = shipped.onboarding.steps[at] as JourneyStep;
  const earlier = shipped.onboarding.steps
    .slice(0, at)
    .map((s) => s.name)
    .reverse()
    .find((earlierName) => file.onboarding.steps.some((s) => s.name === earlierName));
  const steps = [...file.onboarding.steps];
  steps.splice(earlier === undefined ? 0 : indexOfStep(file, earlier) + 1, 0, step);
  return withSteps(file, steps);
}

/** A setting of the file's `settings` set (undefined: removed, the app's default then applies). */
export function setJourneySetting<K extends keyof JourneySettings>(
  file: JourneyFile,
  name: K,
  value: JourneySettings[K],
): JourneyFile {
  const settings: JourneySettings = { ...file.settings };
  if (value === undefined) delete settings[name];
  else settings[name] = value;
  return { ...file, settings };
}

/**
 * When the step applies: the conditions of the journey's vocabulary that must all hold ("only if
 * the customer brings their number"); none, every customer. Whether the journey still works for
 * every customer is the checks' verdict (a first step that applies to some only, a step no one
 * reaches, a needed step's place).
 */
export function setStepConditions(file: JourneyFile, name: string, when: readonly string[]): JourneyFile {
  const at = indexOfStep(file, name);
  const steps = [...file.onboarding.steps];
  const was = steps[at] as JourneyStep;
  const conditions = [...new Set(when)];
  // Where the journey files keep it (just after `faq`), so that putting a step's conditions back
  // gives the shipped file, line for line.
  const step = Object.fromEntries(
    Object.entries(was).flatMap(([key, value]): [string, unknown][] => {
      if (key === 'when') return [];
      if (key === 'faq' && conditions.length > 0)
        return [
          [key, value],
          ['when', conditions],
        ];
      return [[key, value]];
    }),
  ) as JourneyStep;
  steps[at] = conditions.length === 0 || step.when ? step : { ...step, when: conditions };
  return withSteps(file, steps);
}

/** Whether the step shows its FAQ: possible only when the file names both its sections. */
export function canShowFaq(step: JourneyStep): boolean {
  return step.faq.prepaid !== undefined && step.faq.postpaid !== undefined;
}

export function setFaqShown(file: JourneyFile, name: string, enabled: boolean): JourneyFile {
  const at = indexOfStep(file, name);
  const steps = [...file.onboarding.steps];
  const step = steps[at] as JourneyStep;
  steps[at] = { ...step, faq: { ...step.faq, enabled } };
  return withSteps(file, steps);
}
