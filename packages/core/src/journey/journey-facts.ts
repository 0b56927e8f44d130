import { CHANNELS, DEFAULT_PRODUCT_TYPE, DEFAULT_SIM_TYPE } from '../config/constants.ts';

/**
 * The purchase journeys' facts (their vocabulary is in journey-conditions.ts): what the journey
 * knows about the customer's choices and session, the only input its conditions read. The app copies these from its stores (auth, onboarding, payment) into the journey with
 * NEXT or SET_FACTS; the journey never reads a store itself, so it can be checked and tested
 * without one.
 *
 * Every fact has a finite domain, listed below with its default first. The checker enumerates
 * these domains to prove reachability, so a new fact needs a domain here.
 */
export const JOURNEY_FACT_DOMAINS = {
  channel: CHANNELS,
  productType: [DEFAULT_PRODUCT_TYPE, 'postpaid'],
  /**
   * the spec's default SIM type esim; `psim` is the physical SIM (the onboarding store's physical_sim,
   * mapped in purchase/journey-facts.selector.ts).
   */
  simType: [DEFAULT_SIM_TYPE, 'psim'],
  /** the spec's number-type choice (new_number, number_transfer); the spec's default number type NEW is new_number. */
  numberType: ['new_number', 'number_transfer'],
  /** From the ESIM-NEW entry of the eSIM delivery specification (the spec's store rules). */
  esimDeliveryNeeded: [false, true],
  ekycRequired: [false, true],
  isGuestUser: [false, true],
  isLoggedIn: [false, true],
  /** The auth store's authFlow: the gateway's OTP validation flows (signin is logging in). */
  authFlow: ['signup', 'signin'],
  /**
   * The customer asked for extras on plan selection, or has some chosen: the extras' own screen is
   * walked only then (a customer who wants none goes from the plan straight on).
   */
  addonsWanted: [false, true],
  /** Carts in PENDING status found for the e-mail after verification (the spec's post-verification). */
  hasPendingCarts: [false, true],
  paymentStatus: ['pending', 'success', 'failed'],
  /**
   * How many ways the customer has to pay (methods the app takes and saved cards that can pay
   * now, machines/payment/payment-options.ts); 'several' until they were read.
   */
  paymentOptions: ['several', 'one'],
  /** Whether the order needs a payment now (a plan switch to a cheaper plan may not). */
  paymentDue: [true, false],
} as const;

export type JourneyFactName = keyof typeof JOURNEY_FACT_DOMAINS;
export type JourneyFacts = {
  -readonly [K in JourneyFactName]: (typeof JOURNEY_FACT_DOMAINS)[K][number];
};

export const JOURNEY_FACT_NAMES = Object.keys(JOURNEY_FACT_DOMAINS) as JourneyFactName[];

export const DEFAULT_JOURNEY_FACTS: Readonly<JourneyFacts> = Object.freeze(
  Object.fromEntries(JOURNEY_FACT_NAMES.map((name) => [name, JOURNEY_FACT_DOMAINS[name][0]])) as JourneyFacts,
);

/** The purchase's facts with their defaults where none is given. */
export function withDefaultFacts(facts: Partial<JourneyFacts> | undefined): JourneyFacts {
  const merged: JourneyFacts = { ...DEFAULT_JOURNEY_FACTS };
  if (!facts) return merged;
  for (const name of JOURNEY_FACT_NAMES) {
    const value = facts[name];
    if (value !== undefined) (merged as Record<JourneyFactName, unknown>)[name] = value;
  }
  return merged;
}
