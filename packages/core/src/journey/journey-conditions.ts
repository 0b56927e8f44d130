import { JOURNEY_FACT_DOMAINS, type JourneyFacts } from './journey-facts.ts';
import {
  defineJourneyVocabulary,
  type JourneyCondition,
  type JourneyFactValues,
  type JourneyVocabulary,
  condition as vocabularyCondition,
} from './journey-vocabulary.ts';

/**
 * The purchase journeys' conditions (purchase.json, retail-purchase.json): the names their files
 * may list in a step's `when`, over the purchase's facts (journey-facts.ts). Another journey
 * declares its own vocabulary (journey-vocabulary.ts); a name that is not in a journey's
 * vocabulary is an error in its file, never a silently false condition.
 */
const condition = (
  reads: readonly (keyof JourneyFacts)[],
  description: string,
  test: (facts: JourneyFacts) => boolean,
): JourneyCondition<JourneyFacts> => vocabularyCondition<JourneyFacts>(reads, description, test);

export const JOURNEY_CONDITIONS = {
  physicalSim: condition(['simType'], 'The customer chose a physical SIM.', (f) => f.simType === 'psim'),
  esim: condition(['simType'], 'The customer chose an eSIM.', (f) => f.simType === 'esim'),
  esimDeliveryNeeded: condition(
    ['simType', 'esimDeliveryNeeded'],
    'The customer chose an eSIM and the eSIM specification (ESIM-NEW) says it is delivered.',
    (f) => f.simType === 'esim' && f.esimDeliveryNeeded,
  ),
  deliveryNeeded: condition(
    ['simType', 'esimDeliveryNeeded'],
    'Something must be delivered: a physical SIM, or an eSIM whose specification needs delivery.',
    (f) => f.simType === 'psim' || f.esimDeliveryNeeded,
  ),
  newNumber: condition(
    ['numberType'],
    'The customer takes a new number.',
    (f) => f.numberType === 'new_number',
  ),
  numberTransfer: condition(
    ['numberType'],
    'The customer transfers an existing number (port-in).',
    (f) => f.numberType === 'number_transfer',
  ),
  ekycRequired: condition(
    ['ekycRequired'],
    'Identity verification (eKYC) is required.',
    (f) => f.ekycRequired,
  ),
  guest: condition(['isGuestUser'], 'The customer buys as a guest.', (f) => f.isGuestUser),
  notGuest: condition(['isGuestUser'], 'The customer is not a guest.', (f) => !f.isGuestUser),
  loggedIn: condition(['isLoggedIn'], 'The customer is logged in.', (f) => f.isLoggedIn),
  loggedOut: condition(['isLoggedIn'], 'The customer is not logged in.', (f) => !f.isLoggedIn),
  signupFlow: condition(['authFlow'], 'The customer is signing up.', (f) => f.authFlow === 'signup'),
  loginFlow: condition(['authFlow'], 'The customer is logging in.', (f) => f.authFlow === 'signin'),
  addonsWanted: condition(
    ['addonsWanted'],
    'The customer asked for extras (add-ons, bundles) with their plan, or has some chosen.',
    (f) => f.addonsWanted,
  ),
  pendingCarts: condition(
    ['hasPendingCarts'],
    'Carts in PENDING status exist for the customer e-mail.',
    (f) => f.hasPendingCarts,
  ),
  paymentSucceeded: condition(
    ['paymentStatus'],
    'The payment succeeded.',
    (f) => f.paymentStatus === 'success',
  ),
  paymentFailed: condition(['paymentStatus'], 'The payment failed.', (f) => f.paymentStatus === 'failed'),
  paymentDue: condition(['paymentDue'], 'The order needs a payment now.', (f) => f.paymentDue),
  severalPaymentMethods: condition(
    ['paymentOptions'],
    'The customer has more than one way to pay (methods the app takes, saved cards that can pay now), or they are not known yet.',
    (f) => f.paymentOptions === 'several',
  ),
  prepaid: condition(['productType'], 'The plan is prepaid.', (f) => f.productType === 'prepaid'),
  postpaid: condition(['productType'], 'The plan is postpaid.', (f) => f.productType === 'postpaid'),
  webChannel: condition(['channel'], 'The purchase runs on the web channel.', (f) => f.channel === 'web'),
  retailChannel: condition(
    ['channel'],
    'The purchase runs in a retail store.',
    (f) => f.channel === 'retail',
  ),
} as const satisfies Readonly<Record<string, JourneyCondition<JourneyFacts>>>;

/** The purchase journeys' facts and conditions. */
export const PURCHASE_JOURNEY_VOCABULARY: JourneyVocabulary = defineJourneyVocabulary(
  JOURNEY_FACT_DOMAINS,
  JOURNEY_CONDITIONS,
  {
    // channel names which channel's purchase the file is (web or retail); the other three change
    // what the order summary and the sign-up page offer.
    settings: ['channel', 'termsAcceptanceMode', 'promoCodes', 'guestCheckout'],
    // The order summary lists the extras but has no way to remove one: only their step does.
    carriedData: { 'addon-selection': 'the extras chosen there' },
    // Without these the storefront cannot finish an order: Next on the summary would lead nowhere
    // and the order stay unpaid, or the order would carry no number for the line.
    neededSteps: {
      payment:
        'it takes the payment the order needs: without it the customer could not pay and the order stays unpaid',
      'connection-details':
        'it gives the line its number (a new one, or the one the customer brings): the order cannot go without it',
    },
    stepsAfter: {
      payment: {
        steps: ['order-summary'],
        why: 'it charges the order the summary shows, and learns there the ways to pay',
      },
    },
  },
);

export type JourneyConditionName = keyof typeof JOURNEY_CONDITIONS;

export class UnknownConditionError extends Error {
  override readonly name = 'UnknownConditionError';
  constructor(readonly condition: string) {
    super(`unknown condition "${condition}"`);
  }
}

/** All named conditions hold. An unknown name throws: the checker refuses such files first. */
export function conditionsHold(
  names: readonly string[] | undefined,
  facts: JourneyFactValues,
  vocabulary: JourneyVocabulary = PURCHASE_JOURNEY_VOCABULARY,
): boolean {
  if (!names) return true;
  for (const name of names) {
    const entry = vocabulary.conditions[name];
    if (!entry) throw new UnknownConditionError(name);
    if (!entry.test(facts)) return false;
  }
  return true;
}

/** The facts a list of conditions reads (for the checker's enumeration). */
export function factsRead(
  names: readonly string[] | undefined,
  vocabulary: JourneyVocabulary = PURCHASE_JOURNEY_VOCABULARY,
): string[] {
  const read = new Set<string>();
  for (const name of names ?? []) for (const fact of vocabulary.conditions[name]?.reads ?? []) read.add(fact);
  return [...read];
}

/** A readable list for error messages and the CLI. */
export function describeConditions(vocabulary: JourneyVocabulary = PURCHASE_JOURNEY_VOCABULARY): string[] {
  return Object.entries(vocabulary.conditions).map(([name, entry]) => `${name}: ${entry.description}`);
}
