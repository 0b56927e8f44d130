import { SIM_REPLACEMENT_ROUTES } from '@senda/core/flows/sim-replacement';
import { mapUserProfileToPersonalDetails, type SimType } from '@senda/core/gateway';
import {
  type JourneyDefinition,
  type JourneyFactPatch,
  type JourneyFactValues,
  type JourneyStepData,
  journeyProgress,
  previewWalk,
  vocabularyFacts,
} from '@senda/core/journey';
import { SERVICE_PAYMENT_ROUTES } from '@senda/core/navigation';
import { prefillPersonalDetails } from '@senda/core/purchase';
import {
  paid,
  type ReplacementSim,
  replacementAt,
  sent,
} from '../../features/manage/sim-replacement/sim-replacement-story-customer';
import {
  chooseDoorstepDelivery,
  chooseNumber,
  choosePlan,
  fillAddress,
  fillPersonalDetails,
  payOrder,
  placeOrder,
  requestCode,
  signInCustomer,
  transferNumber,
} from '../customer-scenario';
import { asRetailCustomer } from '../purchase-stories';
import { signInScenario } from '../scenario-customer';
import type { StoryEnv, StorySetupResult } from '../story-env';
import type { FlowPageTakeover } from '../story-page-takeover';

/**
 * What the storefront learns on the way for each of these customers, so the walk skips what it
 * skips and ends where the customer ends: the sandbox takes cards only and none of them has a
 * saved card, so there is one way to pay and the payment-method step is skipped
 * (payment-options.ts); the approving test card pays, so the walk ends on the result page.
 */
const LEARNT = { paymentOptions: 'one', paymentStatus: 'success' } as const;

/**
 * The journey editor's ready-made customers of the purchase: the facts that set their path (what
 * the editor counts with) and who they are in the sandbox (what each walked screen shows). A new
 * eSIM buyer and a transfer customer sign up on the way, as the story customer of every purchase
 * story (customer-scenario.ts); the transfer customer brings the number the sandbox's port-in
 * answers for. The returning customer is the sandbox's `active-esim-line` scenario (an account
 * with a paid eSIM line), signed in before the purchase starts.
 */
const PURCHASE_CUSTOMERS = {
  'new-esim': {
    facts: { simType: 'esim', numberType: 'new_number', isLoggedIn: false, authFlow: 'signup', ...LEARNT },
    simType: 'esim',
    number: 'new',
  },
  transfer: {
    facts: {
      simType: 'esim',
      numberType: 'number_transfer',
      isLoggedIn: false,
      authFlow: 'signup',
      ...LEARNT,
    },
    simType: 'esim',
    number: 'transfer',
  },
  returning: {
    facts: { simType: 'esim', numberType: 'new_number', isLoggedIn: true, ...LEARNT },
    simType: 'esim',
    number: 'new',
    scenario: 'active-esim-line',
  },
} as const satisfies Record<
  string,
  { facts: JourneyFactPatch; simType: SimType; number: 'new' | 'transfer'; scenario?: 'active-esim-line' }
>;
type PurchaseCustomer = keyof typeof PURCHASE_CUSTOMERS;

/**
 * The SIM replacement's customers: the line's holder (the sandbox's `sim-replacement-eligible`,
 * whom its stories sign in) replacing it with a physical SIM, delivered, or with an eSIM that
 * needs no delivery (the specification's ESIM-SIM_REPLACMENT entry), which skips the delivery step.
 */
const REPLACEMENT_CUSTOMERS = {
  'replacement-physical': { facts: { deliveryNeeded: true }, sim: 'physical' },
  'replacement-esim': { facts: { deliveryNeeded: false }, sim: 'esim' },
} as const satisfies Record<string, { facts: JourneyFactPatch; sim: ReplacementSim }>;
type ReplacementCustomer = keyof typeof REPLACEMENT_CUSTOMERS;

export const WALK_CUSTOMERS = { ...PURCHASE_CUSTOMERS, ...REPLACEMENT_CUSTOMERS };
export type WalkCustomer = keyof typeof WALK_CUSTOMERS;

export const isWalkCustomer = (name: unknown): name is WalkCustomer =>
  typeof name === 'string' && Object.hasOwn(WALK_CUSTOMERS, name);
const isPurchaseCustomer = (name: WalkCustomer): name is PurchaseCustomer =>
  Object.hasOwn(PURCHASE_CUSTOMERS, name);
const isReplacementCustomer = (name: WalkCustomer): name is ReplacementCustomer =>
  Object.hasOwn(REPLACEMENT_CUSTOMERS, name);

/**
 * A service flow's pages after its journey, as the storefront shows them: once the review is
 * confirmed the fee is paid on the flow's payment page and the customer ends on the result page.
 * Each page's screen is its flow story at rest in the flow machine's state (`<machineId>.<state>`),
 * shown to the walk's customer (flowWalkPage).
 */
interface FlowWalk {
  machineId: string;
  customers: readonly WalkCustomer[];
  after: readonly { name: string; route: string }[];
}
const FLOW_WALKS: Readonly<Record<string, FlowWalk>> = {
  'sim-replacement': {
    machineId: 'simReplacement',
    customers: Object.keys(REPLACEMENT_CUSTOMERS) as ReplacementCustomer[],
    after: [
      { name: 'paying', route: SIM_REPLACEMENT_ROUTES.orderPayment },
      { name: 'following', route: SERVICE_PAYMENT_ROUTES.paymentSuccess },
    ],
  },
};

/** The ready-made customers whose paths differ in this journey (none: the same for everyone). */
export function walkCustomersOf(journey: JourneyDefinition): readonly WalkCustomer[] {
  if ('numberType' in journey.vocabulary.facts) return Object.keys(PURCHASE_CUSTOMERS) as PurchaseCustomer[];
  return FLOW_WALKS[journey.id]?.customers ?? [];
}

/** Whether a journey's path depends on who the customer is (the purchase's; not a line's request). */
export const hasWalkCustomers = (journey: JourneyDefinition) => walkCustomersOf(journey).length > 0;

/** The customer chosen if this journey has them, else its first (a purchase's customer on a SIM replacement). */
export function walkCustomerFor(journey: JourneyDefinition, chosen: WalkCustomer): WalkCustomer {
  const customers = walkCustomersOf(journey);
  return customers.includes(chosen) ? chosen : (customers[0] ?? chosen);
}

/**
 * Whether the customer sees "Paso n de m" on the journey's pages: the purchase's layout counts
 * its steps; a line's request shows its pages without a counter.
 */
const countsSteps = (journey: JourneyDefinition) => 'numberType' in journey.vocabulary.facts;

/** The customer's facts in the journey's vocabulary (the rest at their defaults). */
export function walkFacts(journey: JourneyDefinition, customer: WalkCustomer): JourneyFactValues {
  const facts = walkCustomersOf(journey).includes(customer) ? WALK_CUSTOMERS[customer].facts : {};
  return vocabularyFacts(journey.vocabulary, facts);
}

/** The journey's steps the customer walks, first to last. */
const journeyWalkOf = (journey: JourneyDefinition, customer: WalkCustomer) =>
  previewWalk(journey, walkFacts(journey, customer));

/**
 * What the customer walks, first to last (the editor's walk): the journey's steps, then a service
 * flow's pages after it, to the page the customer ends on.
 */
export function walkOf(journey: JourneyDefinition, customer: WalkCustomer): string[] {
  return [...journeyWalkOf(journey, customer), ...afterTheJourney(journey).map((page) => page.name)];
}

/** A service flow's pages after its journey (FLOW_WALKS), with the machine whose states they show. */
export function afterTheJourney(journey: { id: string }): readonly { name: string; route: string }[] {
  return FLOW_WALKS[journey.id]?.after ?? [];
}
export const walkMachineOf = (journey: { id: string }) => FLOW_WALKS[journey.id]?.machineId;

/**
 * A service flow's page (its flow stories' page name: a step's name, `order-payment`,
 * `payment-success`) as the walk's customer reaches it: the save they leave on the way, the
 * journey's steps before it answered in the edited order, the request sent and paid once past
 * the review. Undefined when the walk is not on this flow.
 */
export function flowWalkPage(
  journeyId: string,
  machineId: string,
  customer: WalkCustomer,
  page: string,
): FlowPageTakeover | undefined {
  if (FLOW_WALKS[journeyId]?.machineId !== machineId || !isReplacementCustomer(customer)) return undefined;
  const sim = REPLACEMENT_CUSTOMERS[customer].sim;
  return {
    before: async (env, line) => {
      if (page === 'order-payment') return { checkpoint: 'submitted', ...(await sent(env, line, sim)) };
      if (page === 'payment-success') return paid(env, line, sim);
      return replacementAt(env, line, sim, page);
    },
  };
}

type Seed = (
  env: StoryEnv,
  customer: PurchaseCustomer,
  done: Readonly<Record<string, JourneyStepData>>,
) => Promise<Record<string, JourneyStepData>>;

/**
 * What each step leaves behind once the customer has done it, the way its screen does it
 * (customer-scenario.ts), keyed by step name so that an edited order seeds in that order. The
 * steps whose screen is a form the customer fills (`FILLED_ON_SCREEN`) are also shown filled with
 * the customer's answers; a step that acts (a code sent, an order placed, a payment) is shown
 * before it acts.
 */
const DONE: Readonly<Record<string, Seed>> = {
  'pre-checkout': async (env, customer) => {
    const simType = PURCHASE_CUSTOMERS[customer].simType;
    const { plan } = await choosePlan(env, { simType });
    return { 'pre-checkout': { simType, planSku: plan.sku }, 'addon-selection': { addonSkus: [] } };
  },
  signup: async (env) => {
    await requestCode(env, 'signup');
    return {};
  },
  'verify-otp-signup': async (env) => {
    await signInCustomer(env);
    return {
      signup: { email: env.services.stores.store.get(env.services.stores.auth.state).userEmail ?? '' },
    };
  },
  'connection-details': async (env, customer) => ({
    'connection-details':
      PURCHASE_CUSTOMERS[customer].number === 'transfer'
        ? await transferNumber(env)
        : await chooseNumber(env),
  }),
  'personal-details': async (env, customer) => ({
    'personal-details':
      'scenario' in PURCHASE_CUSTOMERS[customer]
        ? fillPersonalDetails(env, profileForm(env))
        : fillPersonalDetails(env),
  }),
  'address-details': async (env) => ({ 'address-details': await fillAddress(env) }),
  delivery: async (env) => ({ delivery: await chooseDoorstepDelivery(env) }),
  'order-summary': async (env) => ({
    'order-summary': await placeOrder(env),
    'payment-method-selector': { paymentMethod: 'CARD' },
  }),
  // Paid with the approving test card, as the card form does: the result page shows that order.
  payment: async (env, _customer, done) => {
    const orderRef = String((done['order-summary'] as { orderRef?: unknown } | undefined)?.orderRef ?? '');
    if (!orderRef) throw new Error('the walk pays an order: the order summary comes first');
    await payOrder(env, orderRef, 'approve');
    return { payment: { orderRef } };
  },
};
const FILLED_ON_SCREEN = new Set([
  'pre-checkout',
  'connection-details',
  'personal-details',
  'address-details',
]);

/** A signed-in account's personal details as the form prefills them from its profile. */
function profileForm(env: StoryEnv) {
  const { stores } = env.services;
  const auth = stores.store.get(stores.auth.state);
  return prefillPersonalDetails({
    profile: auth.userDetails ? mapUserProfileToPersonalDetails(auth.userDetails) : null,
    sessionEmail: auth.userEmail,
  });
}

/**
 * The stores and the sandbox as the customer leaves them on their way to `step` along the
 * journey's walk for them (the edited order): the returning customer signed in first, then each
 * earlier step done, then the step's own form filled with their answers.
 */
export async function seedWalkCustomer(
  env: StoryEnv,
  journey: JourneyDefinition,
  customer: WalkCustomer,
  step: string,
): Promise<StorySetupResult> {
  if (!isPurchaseCustomer(customer)) return { journeyData: {} };
  const walk = journeyWalkOf(journey, customer);
  const at = walk.indexOf(step);
  const done = at < 0 ? [] : walk.slice(0, at);
  if (FILLED_ON_SCREEN.has(step)) done.push(step);
  const profile = PURCHASE_CUSTOMERS[customer];
  let journeyData: Record<string, JourneyStepData> = {};
  if (journey.id === 'retail-purchase') journeyData['retail-onboarding'] = asRetailCustomer(env);
  if ('scenario' in profile) await signInScenario(env, profile.scenario);
  for (const name of done) {
    const seed = DONE[name];
    if (seed) journeyData = { ...journeyData, ...(await seed(env, customer, journeyData)) };
  }
  return { journeyData };
}

/** Where a step is for a customer: their "Paso n de m", the page their journey ends on, or none. */
export type CustomerStepNumber = { current: number; total: number } | 'end' | undefined;

/**
 * The step numbers the customer sees along their walk (journeyProgress, as the storefront counts
 * them): what the editor shows beside each step and above each walked screen. None for a journey
 * whose pages show no counter.
 */
export function customerStepNumbers(
  journey: JourneyDefinition,
  customer: WalkCustomer,
): ReadonlyMap<string, CustomerStepNumber> | undefined {
  if (!countsSteps(journey)) return undefined;
  const facts = walkFacts(journey, customer);
  const walk = journeyWalkOf(journey, customer);
  return new Map(
    walk.map((current, index) => {
      const progress = journeyProgress(journey, {
        current,
        facts,
        chosen: {},
        trail: walk.slice(0, index),
        reached: walk.slice(0, index + 1),
      });
      const number: CustomerStepNumber = progress
        ? { current: progress.current, total: progress.total }
        : journey.step(current)?.final
          ? 'end'
          : undefined;
      return [current, number] as const;
    }),
  );
}
