import { describe, expect, it } from 'vitest';
import { nextStepsAfterPayment, retryPaymentPath } from './payment-outcome.ts';

describe('nextStepsAfterPayment', () => {
  it('an eSIM is installed, nothing is delivered', () => {
    expect(nextStepsAfterPayment({ sim_type: 'esim', number_type: 'NEW' })).toEqual([
      { messageId: 'payment_success.esim' },
    ]);
  });

  it('a physical SIM to the door, then activation; a transfer says so', () => {
    expect(
      nextStepsAfterPayment({
        sim_type: 'physical_sim',
        number_type: 'PORT_IN',
        delivery: { method: 'DOORSTEP_DELIVERY' },
      }).map((step) => step.messageId),
    ).toEqual(['payment_success.doorstep', 'payment_success.physical_activate', 'payment_success.port_in']);
  });

  it('self pickup names the location when the order has it', () => {
    const pickupLocation = {
      id: 'P1',
      name: 'Senda Roma Norte',
      address: { postalCode: '06700', country: 'MX' },
      openingHours: [],
    } as never;
    expect(
      nextStepsAfterPayment({
        sim_type: 'physical_sim',
        delivery: { method: 'SELF_PICKUP', pickupLocation },
      })[0],
    ).toEqual({ messageId: 'payment_success.pickup', values: { location: 'Senda Roma Norte' } });
    expect(
      nextStepsAfterPayment({ sim_type: 'physical_sim', delivery: { method: 'SELF_PICKUP' } })[0],
    ).toEqual({
      messageId: 'payment_success.pickup_generic',
    });
  });
});

describe('retryPaymentPath', () => {
  it('pays the same order on the payment form', () => {
    expect(retryPaymentPath('SND-260115-00001')).toBe('/web/payment-form?orderRef=SND-260115-00001');
  });
});
