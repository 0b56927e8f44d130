import { describe, expect, it } from 'vitest';
import { factsOncePlaced, placesOnTick, summaryPayment } from './summary-payment.rules.ts';

describe('where the purchase is paid', () => {
  it('on the summary when the journey skips the payment step; on the payment step otherwise', () => {
    expect(summaryPayment({ paymentStepApplies: false, total: 447 })).toBe('card-here');
    expect(summaryPayment({ paymentStepApplies: true, total: 447 })).toBe('next-step');
    // Not priced yet: the card is still taken here once it is.
    expect(summaryPayment({ paymentStepApplies: false, total: null })).toBe('card-here');
  });

  it('a basket that costs nothing is confirmed by a button, never by the tick alone', () => {
    expect(summaryPayment({ paymentStepApplies: false, total: 0 })).toBe('confirm-here');
    expect(placesOnTick('confirm-here', 'CHECKBOX', true)).toBe(false);
    // Paid on creation: no way to pay is left to choose, whatever cards the customer keeps.
    expect(factsOncePlaced({ paymentOptions: 'several' }, 0)).toEqual({ paymentOptions: 'one' });
    expect(factsOncePlaced({ paymentOptions: 'several' }, 447)).toEqual({ paymentOptions: 'several' });
  });

  it('the order is placed by the tick the customer set, not on arrival nor by terms taken as read', () => {
    expect(placesOnTick('card-here', 'CHECKBOX', true)).toBe(true);
    expect(placesOnTick('card-here', 'MANDATORY_SCROLL', true)).toBe(true);
    expect(placesOnTick('card-here', 'CHECKBOX', false)).toBe(false);
    // IMPLICIT counts as accepted from the start: arriving must not place an order.
    expect(placesOnTick('card-here', 'IMPLICIT', true)).toBe(false);
    expect(placesOnTick('next-step', 'CHECKBOX', true)).toBe(false);
  });
});
