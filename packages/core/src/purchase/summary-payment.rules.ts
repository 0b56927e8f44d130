import type { TermsAcceptanceMode } from '../gateway/enums.ts';
import type { JourneyFacts } from '../journey/journey-facts.ts';

/**
 * Where the purchase is paid, decided on the order summary.
 * - 'next-step': the journey walks a payment step after the summary (its `when` holds: the
 *   customer has several ways to pay, or they are not known yet); the summary's Next places the
 *   order and the journey goes on, as before.
 * - 'card-here': the journey skips the payment step, so the summary is where the customer pays:
 *   the order is placed once the terms are ticked (never on arrival: an order nobody agreed to
 *   would be left unpaid, and asked about at the next log-in), and the card form, OXXO and SPEI
 *   open under the tick for that order. Pay is then the only other tap.
 * - 'confirm-here': the same, for a basket that costs nothing: nothing to type, so the order is
 *   placed by the summary's own button (a tick alone never completes a purchase).
 * Terms accepted by paying (IMPLICIT) have no tick to place the order: the summary's button places
 * it, then the card form opens.
 */
export type SummaryPayment = 'next-step' | 'card-here' | 'confirm-here';

export function summaryPayment(input: {
  /** The journey's `payment` step applies with the facts known now. */
  paymentStepApplies: boolean;
  /** The priced basket's total; null while it is not priced. */
  total: number | null;
}): SummaryPayment {
  if (input.paymentStepApplies) return 'next-step';
  return input.total === 0 ? 'confirm-here' : 'card-here';
}

/**
 * Whether the order is placed without a button press, now that the terms are as they are: only on
 * a summary that takes the card, when the customer ticked the terms themselves.
 */
export function placesOnTick(payment: SummaryPayment, mode: TermsAcceptanceMode, accepted: boolean): boolean {
  return payment === 'card-here' && mode !== 'IMPLICIT' && accepted;
}

/**
 * The facts the journey will go on with once the summary's basket is placed, for asking now
 * whether it walks the payment step: a basket that costs nothing is paid on creation, which leaves
 * no way to pay to choose (journeyFactsFromStores says so once the order is placed).
 */
export function factsOncePlaced(facts: Partial<JourneyFacts>, total: number | null): Partial<JourneyFacts> {
  return total === 0 ? { ...facts, paymentOptions: 'one' } : facts;
}
