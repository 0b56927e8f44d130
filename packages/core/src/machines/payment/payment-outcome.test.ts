import { describe, expect, it } from 'vitest';
import { nextStepsAfterPayment, paymentSuccessMainAction, retryPaymentPath } from './payment-outcome.ts';

/** Agents of the devices a paid order's page is read on. */
const IPHONE_17_4 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_16 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('nextStepsAfterPayment', () => {
  it('an eSIM is installed, nothing is delivered; installing it is the main button, not a small link', () => {
    const order = { order_ref: 'SND-1', sim_type: 'esim', number_type: 'NEW' } as const;
    expect(nextStepsAfterPayment(order, IPHONE_17_4)).toEqual([{ messageId: 'payment_success.esim' }]);
    expect(paymentSuccessMainAction(order)).toEqual({
      messageId: 'payment_success.install_link',
      to: '/manage/esim-install-oneclick?orderRef=SND-1',
    });
    expect(paymentSuccessMainAction({ order_ref: 'SND-2', sim_type: 'physical_sim' })).toEqual({
      messageId: 'payment_success.view_order',
      to: '/manage/order?orderRef=SND-2',
    });
  });

  it('a physical SIM to the door, then activation; a transfer says so', () => {
    expect(
      nextStepsAfterPayment(
        {
          order_ref: 'SND-2',
          sim_type: 'physical_sim',
          number_type: 'PORT_IN',
          msisdn: '5512345678',
          delivery: { method: 'DOORSTEP_DELIVERY' },
        },
        ANDROID,
      ),
    ).toEqual([
      { messageId: 'payment_success.doorstep' },
      {
        messageId: 'payment_success.physical_activate',
        link: { messageId: 'payment_success.activate_link', to: '/manage/sim-activation?orderRef=SND-2' },
      },
      {
        messageId: 'payment_success.port_in',
        values: { hours: '24', sim: 'physical' },
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
      nextStepsAfterPayment(
        {
          order_ref: 'SND-3',
          sim_type: 'physical_sim',
          delivery: { method: 'SELF_PICKUP', pickupLocation },
        },
        DESKTOP,
      )[0],
    ).toEqual({ messageId: 'payment_success.pickup', values: { location: 'Senda Roma Norte' } });
    expect(
      nextStepsAfterPayment(
        {
          order_ref: 'SND-3',
          sim_type: 'physical_sim',
          delivery: { method: 'SELF_PICKUP' },
        },
        DESKTOP,
      )[0],
    ).toEqual({
      messageId: 'payment_success.pickup_generic',
    });
  });
});

describe('the eSIM step says how this device installs it', () => {
  const esimStep = (userAgent: string) =>
    nextStepsAfterPayment({ order_ref: 'SND-4', sim_type: 'esim', number_type: 'NEW' }, userAgent)[0]
      ?.messageId;

  // "In one tap on this phone" was said on every device: on a computer, and on an Android phone
  // (whose install page has the code copied into Settings), there is no such tap.
  it("one tap only on an iPhone that takes Apple's link", () => {
    expect(esimStep(IPHONE_17_4)).toBe('payment_success.esim');
  });

  it('an Android phone copies the code into Settings', () => {
    expect(esimStep(ANDROID)).toBe('payment_success.esim_on_phone');
  });

  it('a computer or an older iPhone has the QR code scanned by the phone that holds the line', () => {
    expect(esimStep(DESKTOP)).toBe('payment_success.esim_qr_code');
    expect(esimStep(IPHONE_16)).toBe('payment_success.esim_qr_code');
  });
});

describe('retryPaymentPath', () => {
  it('pays the same order on the payment form', () => {
    expect(retryPaymentPath('SND-260115-00001')).toBe('/web/payment-form?orderRef=SND-260115-00001');
  });
});
