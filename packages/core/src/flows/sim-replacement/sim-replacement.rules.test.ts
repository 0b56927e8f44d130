import { describe, expect, it } from 'vitest';
import {
  simReplacementDeliveryNeeded,
  simReplacementFee,
  simReplacementLineAction,
  simReplacementNext,
  simReplacementTermsId,
} from './sim-replacement.rules.ts';

const fee = (amount: number) => ({
  amount: { amount, currency: 'MXN' },
  tax: { amount: 0, currency: 'MXN' },
});
const specifications = (esimEntries: { orderType: string; deliveryNeeded: boolean }[]) => ({
  fees: [
    { simType: 'physical_sim' as const, fee: fee(99) },
    { simType: 'esim' as const, fee: fee(49) },
  ],
  esimDeliverySpecifications: esimEntries,
});

describe('whether the new SIM has a delivery step', () => {
  it('a physical SIM is always sent', () => {
    expect(simReplacementDeliveryNeeded('physical_sim', specifications([]))).toBe(true);
  });

  it('an eSIM as the ESIM-SIM_REPLACMENT entry says (spelt as §3 spells it), not the ESIM-NEW one', () => {
    expect(
      simReplacementDeliveryNeeded(
        'esim',
        specifications([
          { orderType: 'ESIM-NEW', deliveryNeeded: false },
          { orderType: 'ESIM-SIM_REPLACMENT', deliveryNeeded: true },
        ]),
      ),
    ).toBe(true);
    expect(
      simReplacementDeliveryNeeded(
        'esim',
        specifications([
          { orderType: 'ESIM-NEW', deliveryNeeded: true },
          { orderType: 'ESIM-SIM_REPLACMENT', deliveryNeeded: false },
        ]),
      ),
    ).toBe(false);
    // The corrected spelling is not the gateway's: it decides nothing.
    expect(
      simReplacementDeliveryNeeded(
        'esim',
        specifications([{ orderType: 'ESIM-SIM_REPLACEMENT', deliveryNeeded: true }]),
      ),
    ).toBe(false);
  });

  it('the order request’s NEXT carries the fact the journey’s delivery step reads', () => {
    const spec = specifications([{ orderType: 'ESIM-SIM_REPLACMENT', deliveryNeeded: false }]);
    expect(simReplacementNext({ reason: 'NEW_PHONE', simType: 'esim' }, spec)).toEqual({
      type: 'NEXT',
      data: { reason: 'NEW_PHONE', simType: 'esim' },
      facts: { deliveryNeeded: false },
    });
    expect(simReplacementNext({ reason: 'DAMAGED', simType: 'physical_sim' }, spec).facts).toEqual({
      deliveryNeeded: true,
    });
  });
});

describe('the fee and the line action', () => {
  it('the fee is the specification’s for the chosen SIM type', () => {
    const spec = specifications([]);
    expect(simReplacementFee('esim', spec)?.amount.amount).toBe(49);
    expect(simReplacementFee('physical_sim', spec)?.amount.amount).toBe(99);
    expect(simReplacementFee(null, spec)).toBeNull();
  });

  it('Replace SIM is offered when eligible, the reason otherwise, nothing while unknown', () => {
    const line = { orderRef: 'SND-1' };
    expect(simReplacementLineAction(line, undefined)).toBeNull();
    expect(simReplacementLineAction(line, { eligible: true, simType: 'esim' })).toEqual({
      kind: 'offer',
      labelId: 'line.action.sim_replacement',
      path: '/manage/sim-replacement-order-request?orderRef=SND-1',
    });
    expect(simReplacementLineAction(line, { eligible: false, reason: 'REPLACEMENT_PENDING' })).toEqual({
      kind: 'refused',
      labelId: 'line.action.sim_replacement',
      reasonId: 'sim_replacement.refusal.replacement_pending',
    });
  });
});

describe('the summary terms', () => {
  it('a lost or stolen SIM was blocked when the request was sent: the terms never say it stops working later', () => {
    expect(simReplacementTermsId('LOST_OR_STOLEN')).toBe('sim_replacement.summary.terms.blocked');
    expect(simReplacementTermsId('DAMAGED')).toBe('sim_replacement.summary.terms');
  });
});
