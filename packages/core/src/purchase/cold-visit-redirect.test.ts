import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { compileJourney } from '../journey/compile-journey.ts';
import type { JourneyDefinition } from '../journey/journey-definition.ts';
import { persistJourney, restoreJourney } from '../journey/journey-persistence.ts';
import { readJourneyJson } from '../journey/test-journeys.ts';
import { loadRunnableJourney } from '../machines/purchase/purchase.machine.ts';
import { LINK_TOKEN_GLOBAL } from '../navigation/link-token.ts';
import { createStores } from '../stores/create-stores.ts';
import { createMemoryStorage, type KeyValueStorage } from '../stores/persisted-atom.ts';
import {
  COLD_VISIT_LEAVING_GLOBAL,
  type ColdVisit,
  coldVisitBootScript,
  coldVisitPlan,
  coldVisitTarget,
} from './cold-visit-redirect.ts';
import { journeyFactsFromStores } from './journey-facts.selector.ts';

const web = loadRunnableJourney(readJourneyJson('purchase.json'));
const retail = loadRunnableJourney(readJourneyJson('retail-purchase.json'));
const plan = coldVisitPlan({ web, retail });

/**
 * Where the app lands on a visit to `route`, as its journey runtime starts: restored from the
 * storage (nothing saved: fresh), started, and told the address (journey-step-page.tsx).
 */
function appLanding(journey: JourneyDefinition, storage: KeyValueStorage, route: string): string {
  const machine = compileJourney(journey);
  const stores = createStores({ storage, sessionStorage: createMemoryStorage() });
  const restored = restoreJourney(storage, journey, machine, { facts: journeyFactsFromStores(stores) });
  const actor = createActor(machine, restored.actorOptions);
  actor.start();
  actor.send({ type: 'START' });
  actor.send({ type: 'DEEP_LINK', route });
  const current = actor.getSnapshot().context.current;
  actor.stop();
  return current ? (journey.step(current)?.route ?? '') : '';
}

/**
 * The boot script run against a page at `pathname`: what it did to the page, in order (`stop`: the
 * page's own loading stopped; `replace <url>`: sent elsewhere).
 */
function bootScriptCalls(visit: ColdVisit & { search?: string; hash?: string }): string[] {
  const calls: string[] = [];
  const window: Record<string, unknown> = {
    ...(visit.linkToken ? { [LINK_TOKEN_GLOBAL]: ['token'] } : {}),
    stop: () => calls.push('stop'),
  };
  const location = {
    pathname: visit.pathname,
    search: visit.search ?? '',
    hash: visit.hash ?? '',
    replace: (to: string) => calls.push(`replace ${to}`),
  };
  new Function('window', 'location', 'localStorage', coldVisitBootScript(plan))(
    window,
    location,
    visit.storage,
  );
  if (calls.length) expect(window[COLD_VISIT_LEAVING_GLOBAL]).toBe(true);
  return calls;
}

/** Where the boot script sends the visitor, or null. */
function runBootScript(visit: ColdVisit & { search?: string; hash?: string }): string | null {
  const replaced = bootScriptCalls(visit).find((call) => call.startsWith('replace '));
  return replaced ? replaced.slice('replace '.length) : null;
}

describe('a cold visit to a purchase step', () => {
  it.each(
    web.steps.map((step) => [step.route]),
  )('%s goes where the app would go, with nothing saved', (route) => {
    const visit = { pathname: route, storage: createMemoryStorage(), linkToken: false };
    const target = coldVisitTarget(plan, visit);
    expect(target ?? route).toBe(appLanding(web, createMemoryStorage(), route));
    expect(runBootScript(visit)).toBe(target);
  });

  it('sends a step no one can open cold to the first step, and keeps the query', () => {
    const hidden = web.steps.find((step) => step !== web.firstStep && step.entry !== true);
    if (!hidden) throw new Error('the purchase journey has no step past its first');
    const storage = createMemoryStorage();
    expect(coldVisitTarget(plan, { pathname: `${hidden.route}/`, storage, linkToken: false })).toBe(
      web.firstStep.route,
    );
    expect(
      runBootScript({ pathname: hidden.route, storage, linkToken: false, search: '?setlocale=en' }),
    ).toBe(`${web.firstStep.route}?setlocale=en`);
  });

  it("stops the page's own loading first, then leaves (stopped after, the browser would cancel the redirect)", () => {
    // The step's modulepreloads, asked for by the preload scanner, would otherwise hold HTTP/1.1's
    // six connections while the first step's HTML waits for one.
    const hidden = plan.journeys.web.leaves[0] as string;
    expect(
      bootScriptCalls({
        pathname: hidden,
        storage: createMemoryStorage(),
        linkToken: false,
        search: '?setlocale=en',
        hash: '#plans',
      }),
    ).toEqual(['stop', `replace ${web.firstStep.route}?setlocale=en#plans`]);
    // A page that stays is left to load.
    expect(
      bootScriptCalls({ pathname: web.firstStep.route, storage: createMemoryStorage(), linkToken: false }),
    ).toEqual([]);
  });

  it('stays when a journey is saved on the device (saved progress resumes), under the key the app saves to', () => {
    const storage = createMemoryStorage();
    const machine = compileJourney(web);
    const actor = createActor(machine, { input: {} });
    const stop = persistJourney(storage, web, actor);
    actor.start();
    actor.send({ type: 'START' });
    stop();
    actor.stop();
    for (const step of web.steps) {
      const visit = { pathname: step.route, storage, linkToken: false };
      expect(coldVisitTarget(plan, visit)).toBeNull();
      expect(runBootScript(visit)).toBeNull();
    }
  });

  it('stays when a login link brought a token the app must read', () => {
    const hidden = plan.journeys.web.leaves[0] as string;
    const visit = { pathname: hidden, storage: createMemoryStorage(), linkToken: true };
    expect(coldVisitTarget(plan, visit)).toBeNull();
    expect(runBootScript(visit)).toBeNull();
  });

  it('follows the retail journey for the retail channel', () => {
    const storage = createMemoryStorage();
    storage.setItem(plan.channelKey, JSON.stringify({ version: 1, state: { selectedChannel: 'retail' } }));
    for (const step of retail.steps) {
      const visit = { pathname: step.route, storage, linkToken: false };
      const target = coldVisitTarget(plan, visit);
      expect(target ?? step.route).toBe(appLanding(retail, createMemoryStorage(), step.route));
      expect(runBootScript(visit)).toBe(target);
    }
  });

  it('leaves pages outside the purchase journeys alone', () => {
    for (const pathname of ['/', '/manage/order', '/404', '/web/unknown']) {
      const visit = { pathname, storage: createMemoryStorage(), linkToken: false };
      expect(coldVisitTarget(plan, visit)).toBeNull();
      expect(runBootScript(visit)).toBeNull();
    }
  });
});
