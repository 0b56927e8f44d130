import { JOURNEY_CONDITIONS } from '../journey/journey-conditions.ts';
import { type JourneyFacts, withDefaultFacts } from '../journey/journey-facts.ts';
import type { Stores } from '../stores/create-stores.ts';
import { journeyFactsFromStores } from './journey-facts.selector.ts';

/**
 * Whether personal details asks for a contact phone. Asked where the order needs one: something
 * is delivered (the courier calls; the journey's own deliveryNeeded condition, as the address step
 * uses), or a number is brought in (it is the contact phone already, filled in, and the transfer's
 * messages go to it). An eSIM with a new number ships nothing and the customer has no number of
 * ours yet: the e-mail the account was made with is the contact, and the order goes without one.
 */
export function contactPhoneAsked(
  facts: Partial<Pick<JourneyFacts, 'simType' | 'esimDeliveryNeeded' | 'numberType'>>,
): boolean {
  const all = withDefaultFacts(facts);
  return JOURNEY_CONDITIONS.deliveryNeeded.test(all) || JOURNEY_CONDITIONS.numberTransfer.test(all);
}

/** The same, for what the customer has chosen so far (the stores the journey's facts come from). */
export function contactPhoneAskedNow(stores: Stores): boolean {
  return contactPhoneAsked(journeyFactsFromStores(stores));
}
