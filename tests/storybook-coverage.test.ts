/// <reference types="vite/client" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LOCALES } from '@senda/core/config';
import { PURCHASE_JOURNEY_VOCABULARY } from '@senda/core/journey';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import {
  allScreenStates,
  CHILD_SCREEN_MACHINES,
  coverageOf,
  FLOW_MACHINES,
  HEADLESS_MACHINES,
  MORE_FLOW_MACHINES,
  SCREEN_MACHINES,
  statesOfJourney,
  statesOfMachine,
  unusedStepScreens,
} from '../apps/web/src/storybook/coverage/screen-states.ts';
import { claimsOfStoryModules, storiesOfModules } from '../apps/web/src/storybook/coverage/story-claims.ts';
import { JOURNEY_FILE_IDS } from '../apps/web/src/storybook/journey-preview/journey-files.ts';
import { stepScreenStories } from '../apps/web/src/storybook/journey-preview/step-screens.ts';

/**
 * Designers review Senda state by state: every state of every machine that drives a
 * screen, every purchase step and every notification type and position needs a story that shows
 * it. The states come from the machines themselves, the claims from the story modules; each
 * story also proves in the browser that it reaches what it claims (verify-story-states.ts).
 */
const storyModules = import.meta.glob<Record<string, unknown>>('../apps/web/src/**/*.stories.tsx', {
  eager: true,
});
const claims = claimsOfStoryModules(storyModules);
/** Every name core's entry points export (areas, machines and flow wings): the machines are found among them. */
const core: Record<string, unknown> = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Record<string, unknown>>(
      [
        '../packages/core/src/*/index.ts',
        '../packages/core/src/machines/*/index.ts',
        '../packages/core/src/flows/*/index.ts',
      ],
      { eager: true },
    ),
  ),
);
const all = allScreenStates();

describe('storybook coverage of screen states', () => {
  it('has a story for every state of every screen machine, step and notification', () => {
    const report = coverageOf(all, claims, unusedStepScreens());
    const lines = [
      `[storybook] ${report.figure}`,
      ...(report.unused.length
        ? [`[storybook] screens no journey file uses now: ${report.unused.map((u) => u.claim).join(', ')}`]
        : []),
      `[storybook] not shown (left at once, never at rest): ${all.transient.join(', ') || 'none'}`,
      ...(report.missing.length ? [`[storybook] no story: ${report.missing.join(', ')}`] : []),
    ];
    console.info(lines.join('\n'));
    expect(report.unknown, 'stories claim states that do not exist').toEqual([]);
    expect(report.missing, 'states without a story').toEqual([]);
    expect(report.covered).toBe(report.total);
  });

  it('a story of a screen whose step a journey file dropped is listed as unused, not as a typo', () => {
    const purchase = JSON.parse(
      readFileSync(join(import.meta.dirname, '../journeys/purchase.json'), 'utf8'),
    ) as {
      id: string;
      onboarding: {
        steps: { name: string; when?: string[]; final?: boolean; alternatives?: string[]; next?: string }[];
      };
    };
    // An optional step nothing else names (no alternative, no `next`) and the purchase does not
    // need (the payment applies under a "when" but cannot go): the file stays valid without it.
    const named = new Set(
      purchase.onboarding.steps.flatMap((step) => [...(step.alternatives ?? []), step.next]),
    );
    const needed = PURCHASE_JOURNEY_VOCABULARY.neededSteps;
    const dropped = purchase.onboarding.steps.findLast(
      (step) =>
        step.when?.length &&
        !step.final &&
        !step.alternatives &&
        !named.has(step.name) &&
        !Object.hasOwn(needed, step.name),
    );
    if (!dropped) throw new Error('purchase.json has one step only');
    const without = {
      ...purchase,
      onboarding: {
        ...purchase.onboarding,
        steps: purchase.onboarding.steps.filter((step) => step !== dropped),
      },
    };
    const unused = unusedStepScreens([without]);
    expect(unused).toContain(`purchase.${dropped.name}`);
    const report = coverageOf(
      statesOfJourney(without),
      new Map([['some--story', [`purchase.${dropped.name}`, 'purchase.typo']]]),
      unused,
    );
    expect(report.unused).toEqual([{ story: 'some--story', claim: `purchase.${dropped.name}` }]);
    expect(report.unknown).toEqual([{ story: 'some--story', claim: 'purchase.typo' }]);
  });

  it('fails when a story is taken away: its states are reported missing', () => {
    const claimedBy = (state: string) => [...claims].filter(([, states]) => states.includes(state)).length;
    // A story that is the only one to show some state (most states have exactly one).
    const [story, shown = []] =
      [...claims].find(([, states]) => states.some((state) => claimedBy(state) === 1)) ?? [];
    expect(story, 'some story is the only one showing a state').toBeDefined();
    const onlyThere = shown.filter((state) => claimedBy(state) === 1);
    const without = new Map(claims);
    without.delete(story as string);
    const report = coverageOf(all, without);
    expect(report.missing).toEqual(expect.arrayContaining(onlyThere));
    expect(report.covered).toBe(coverageOf(all, claims).covered - onlyThere.length);
  });

  it('lists a new state as soon as the machine has it, and skips states left at once', () => {
    const machine = setup({}).createMachine({
      id: 'probe',
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: () => false, target: 'a' }, { target: 'b' }] },
        a: { on: { GO: 'nested' } },
        b: {},
        nested: { initial: 'inner', states: { inner: {} } },
      },
    });
    const states = statesOfMachine(machine);
    expect(states.states.map((state) => state.id)).toEqual([
      'probe.a',
      'probe.b',
      'probe.nested',
      'probe.nested.inner',
    ]);
    expect(states.transient).toEqual(['probe.deciding']);
    const report = coverageOf(states, new Map([['probe--story', ['probe.a', 'probe.typo']]]));
    expect(report.missing).toEqual(['probe.b', 'probe.nested', 'probe.nested.inner']);
    expect(report.unknown).toEqual([{ story: 'probe--story', claim: 'probe.typo' }]);
  });

  it('knows every core machine the app runs: a screen machine or a headless one', () => {
    const coreMachines = Object.entries(core)
      .filter(
        ([, value]) => typeof value === 'object' && value !== null && 'root' in value && 'provide' in value,
      )
      .map(([name]) => name);
    const appSources = sourceFiles(join(import.meta.dirname, '../apps/web/src')).filter(
      (file) => !file.includes('/storybook/') && !file.includes('.stories.') && !file.includes('.test.'),
    );
    // A machine wired in core (`<flow>.services.ts`) reaches the app as `provide<Flow>Machine`.
    const named = (name: string) =>
      new RegExp(`\\b(${name}|provide${name.charAt(0).toUpperCase()}${name.slice(1)})\\b`);
    const used = coreMachines.filter((name) =>
      appSources.some((file) => named(name).test(readFileSync(file, 'utf8'))),
    );
    // A child screen machine (the step-up) may be wired by the app itself, for a flow.
    // A service flow's machine is counted through its feature folder's `<flow>.coverage.ts`, by value.
    const flowMachines = new Set<unknown>([
      ...Object.values(FLOW_MACHINES),
      ...Object.values(MORE_FLOW_MACHINES),
    ]);
    const unknown = used.filter(
      (name) =>
        !(name in SCREEN_MACHINES) &&
        !(name in CHILD_SCREEN_MACHINES) &&
        !(name in HEADLESS_MACHINES) &&
        !flowMachines.has(core[name]),
    );
    expect(unknown, 'machines the app uses that storybook coverage does not know').toEqual([]);
    expect(used).toEqual(expect.arrayContaining(Object.keys(SCREEN_MACHINES)));
  });
});

/**
 * Product teams see each journey file in Storybook (Product/Journey preview) before shipping it:
 * every file in journeys/ needs its preview in every language, and each of its steps a story
 * showing its screen, which the preview links to. The previews themselves run in the storybook
 * project; this finds a missing one without building Storybook.
 */
describe('the journey previews', () => {
  const previews = Object.entries(
    storyModules['../apps/web/src/storybook/journey-preview/journey-preview.stories.tsx'] ?? {},
  )
    .filter(([name]) => name !== 'default')
    .map(([, story]) => story as { args?: { journeyId?: string }; globals?: { locale?: string } });
  const journeyFiles = readdirSync(join(import.meta.dirname, '../journeys'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();

  it('finds every file in journeys/ (the preview reads them from there)', () => {
    expect(JOURNEY_FILE_IDS).toEqual(journeyFiles);
  });

  it.each(SUPPORTED_LOCALES)('has a preview story of every journey file in %s', (locale) => {
    const previewed = new Set(
      previews
        .filter((story) => (story.globals?.locale ?? 'es-MX') === locale)
        .map((story) => story.args?.journeyId),
    );
    const missing = journeyFiles.filter((id) => !previewed.has(id));
    expect(
      missing.map(
        (id) =>
          `journeys/${id}.json has no preview in ${locale}: scripts/vite/journey-preview-stories.ts writes each file's two into journey-preview.stories.tsx`,
      ),
    ).toEqual([]);
  });

  it.each(journeyFiles)('has a story showing the screen of every step of journeys/%s.json', (id) => {
    const file = JSON.parse(readFileSync(join(import.meta.dirname, `../journeys/${id}.json`), 'utf8')) as {
      onboarding: { steps: { name: string; route: string }[] };
    };
    const screens = stepScreenStories(storiesOfModules(storyModules), id, file.onboarding.steps);
    const without = file.onboarding.steps.filter((step) => !screens.has(step.name)).map((step) => step.name);
    expect(without, 'steps without a story of their screen').toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}
