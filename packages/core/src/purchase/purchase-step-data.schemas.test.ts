import { describe, expect, it } from 'vitest';
import { checkJourneyData, withStepData } from '../journey/journey-data.ts';
import { PURCHASE_STEP_DATA_SCHEMAS, readStepData } from './purchase-step-data.schemas.ts';

describe('the purchase’s step data, read by each step’s schema', () => {
  it('hands a step its data typed when it has the step’s shape', () => {
    expect(readStepData('delivery', { method: 'SELF_PICKUP', zip: '06700', locationId: 'P-1' })).toEqual({
      method: 'SELF_PICKUP',
      zip: '06700',
      locationId: 'P-1',
    });
  });

  it('hands a step an empty start when its data has another shape', () => {
    expect(readStepData('delivery', { method: 'TELEPORT', zip: '06700' })).toEqual({});
    expect(readStepData('order-summary', { orderRef: 42 })).toEqual({});
    expect(readStepData('address-details', ['not', 'a', 'step'])).toEqual({});
  });

  it('drops only the steps whose data has another shape; steps without a schema pass', () => {
    expect(
      checkJourneyData(
        {
          login: { email: 'ana@example.mx' },
          'pre-checkout': { simType: 'satellite', planSku: 'PLAN-1' },
          'payment-method-selector': { paymentMethod: '' },
          'a-future-step': { anything: 1 },
          'not-an-object': 'text',
        },
        PURCHASE_STEP_DATA_SCHEMAS,
      ),
    ).toEqual({ login: { email: 'ana@example.mx' }, 'a-future-step': { anything: 1 } });
  });

  it('a step saving data of another shape is reset alone, the others keep theirs', () => {
    const before = { login: { email: 'ana@example.mx' }, delivery: { method: 'SELF_PICKUP', zip: '06700' } };
    expect(withStepData(before, 'delivery', { method: 'TELEPORT' }, PURCHASE_STEP_DATA_SCHEMAS)).toEqual({
      login: { email: 'ana@example.mx' },
      delivery: {},
    });
    expect(withStepData(before, 'delivery', { slotId: 'SLOT-1' }, PURCHASE_STEP_DATA_SCHEMAS)).toEqual({
      ...before,
      delivery: { method: 'SELF_PICKUP', zip: '06700', slotId: 'SLOT-1' },
    });
  });
});
