import type { JourneyDefinition } from '../journey/journey-definition.ts';
import { LINK_TOKEN_GLOBAL } from '../navigation/link-token.ts';
import { PURCHASE_ROUTES } from '../navigation/routes.ts';
import type { KeyValueStorage } from '../stores/persisted-atom.ts';
import { journeyStorageKey, STORE_KEYS } from '../stores/storage-keys.ts';
import { visitChannel } from './purchase-channel.ts';

/**
 * A visitor who opens a purchase step with no journey saved on this device (a bookmark of the
 * order summary, a shared link to the code page) cannot be on it: the journey starts fresh, and a
 * deep link to a step never reached resumes at the journey's first step (journey/journey-navigation.ts,
 * deepLinkAllowed). The app finds that out only after its scripts have loaded and run; the first
 * step's own HTML (prerendered) would have painted long before. So index.html's first inline script
 * makes the same decision from the same storage keys and goes there with `location.replace`
 * before any module loads.
 *
 * It only ever sends a visitor where the app itself would: with any save present, a login link's
 * token in the address, or a step the journey lets anyone open (an entry: log in, sign up), the page
 * is left to the app. The plan is taken from the bundled journey files, the copy the app falls back
 * to; a journey the gateway serves with other entry steps is the app's to follow once it runs.
 */
export interface ColdVisitPlan {
  /** Where the recorded channel is (auth store, `{ version, state: { selectedChannel } }`). */
  channelKey: string;
  /** The retail entry page: opening it is the retail channel whatever was recorded. */
  retailEntry: string;
  /** By channel: the journey's save key, its first step's route, and the routes a cold visit leaves. */
  journeys: Record<'web' | 'retail', { saveKey: string; first: string; leaves: readonly string[] }>;
}

/** What the boot script reads: the address, local storage, and a link token it has taken out. */
export interface ColdVisit {
  pathname: string;
  storage: KeyValueStorage;
  /** A login link's token is in the page (the app must read it): the page stays. */
  linkToken: boolean;
}

/** Set by the boot script when it has sent the visitor elsewhere: the page's own start-up stops. */
export const COLD_VISIT_LEAVING_GLOBAL = '__sendaLeaving';

export function coldVisitPlan(journeys: {
  web: JourneyDefinition;
  retail: JourneyDefinition;
}): ColdVisitPlan {
  const of = (journey: JourneyDefinition) => ({
    saveKey: journeyStorageKey(journey.id),
    first: journey.firstStep.route,
    leaves: journey.steps
      .filter((step) => step !== journey.firstStep && step.entry !== true)
      .map((step) => step.route),
  });
  return {
    channelKey: STORE_KEYS.auth,
    retailEntry: PURCHASE_ROUTES.retailOnboarding,
    journeys: { web: of(journeys.web), retail: of(journeys.retail) },
  };
}

const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

function recordedChannel(storage: KeyValueStorage, key: string): string | null {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null').state.selectedChannel ?? null;
  } catch {
    return null;
  }
}

/** The route a cold visit goes to before the app starts, or null when the page stays. */
export function coldVisitTarget(plan: ColdVisitPlan, visit: ColdVisit): string | null {
  if (visit.linkToken) return null;
  const pathname = withoutTrailingSlash(visit.pathname);
  const channel = visitChannel(recordedChannel(visit.storage, plan.channelKey), pathname);
  const journey = plan.journeys[channel];
  if (!journey.leaves.includes(pathname)) return null;
  try {
    if (visit.storage.getItem(journey.saveKey) !== null) return null;
  } catch {
    // Storage the page cannot read: the app decides.
    return null;
  }
  return journey.first;
}

/**
 * coldVisitTarget as source for index.html's boot script (tests/cold-visit-redirect.test.ts runs
 * both on the same visits). Never throws; the address's query and fragment go along.
 *
 * Before it leaves, it stops this page's own loading (`window.stop()`): the browser's preload
 * scanner has already asked for the step's forty-odd modulepreloads further down the HTML, which a
 * page about to be replaced never uses. Over HTTP/1.1 (six connections to a host) they held every
 * connection, and the first step's HTML waited behind them: the redirected visit painted 0.6–0.9 s
 * later than a direct one under slow 4G (docs/performance.md). Stopping cancels them and the rest
 * of this HTML; it must come before `location.replace`, since stopping a page also cancels a
 * navigation it has started.
 */
export function coldVisitBootScript(plan: ColdVisitPlan): string {
  const data = JSON.stringify({
    k: plan.channelKey,
    e: plan.retailEntry,
    j: plan.journeys,
    t: LINK_TOKEN_GLOBAL,
    g: COLD_VISIT_LEAVING_GLOBAL,
  });
  return (
    `(function(d){try{if(window[d.t])return;var p=location.pathname.replace(/\\/+$/,'')||'/',c=null,j,s=localStorage;` +
    `try{c=JSON.parse(s.getItem(d.k)).state.selectedChannel}catch(x){}` +
    `j=d.j[c==='retail'||p===d.e?'retail':'web'];` +
    `if(j.leaves.indexOf(p)<0||s.getItem(j.saveKey)!==null)return;` +
    `var u=j.first+location.search+location.hash;window[d.g]=true;` +
    // This page's own loading stops first (see coldVisitBootScript's comment); stopped after the
    // redirect has started, it would cancel the redirect and leave a blank page.
    `if(window.stop)window.stop();location.replace(u)}catch(x){}})(${data});`
  );
}
