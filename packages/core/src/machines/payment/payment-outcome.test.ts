import { describe, expect, it } from 'vitest';
import { nextStepsAfterPayment, retryPaymentPath } from './payment-outcome.ts';

describe('nextStepsAfterPayment', () => {
  it('an eSIM is installed, nothing is delivered', () => {
    expect(nextStepsAfterPayment({ order_ref: 'SND-1', sim_type: 'esim', number_type: 'NEW' })).toEqual([
      {
        messageId: 'payment_success.esim',
        link: {
          messageId: 'payment_success.install_link',
          to: '/manage/esim-install-oneclick?orderRef=SND-1',
        },
      },
    ]);
  });

  it('a physical SIM to the door, then activation; a transfer says so', () => {
    expect(
      nextStepsAfterPayment({
        order_ref: 'SND-2',
        sim_type: 'physical_sim',
        number_type: 'PORT_IN',
        msisdn: '5512345678',
        delivery: { method: 'DOORSTEP_DELIVERY' },
      }),
    ).toEqual([
      { messageId: 'payment_success.doorstep' },
      {
        messageId: 'payment_success.physical_activate',
        link: { messageId: 'payment_success.activate_link', to: '/manage/sim-activation?orderRef=SND-2' },
      },
      {
        messageId: 'payment_success.port_in',
        values: { hours: '24' },
        phones: { number: '55 1234 5678' },
      },
    ]);
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
        order_ref: 'SND-3',
        sim_type: 'physical_sim',
        delivery: { method: 'SELF_PICKUP', pickupLocation },
      })[0],
    ).toEqual({ messageId: 'payment_success.pickup', values: { location: 'Senda Roma Norte' } });
    expect(
      nextStepsAfterPayment({
        order_ref: 'SND-3',
        sim_type: 'physical_sim',
        delivery: { method: 'SELF_PICKUP' },
      })[0],
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
