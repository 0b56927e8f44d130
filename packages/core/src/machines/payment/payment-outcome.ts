import { NUMBER_TRANSFER_HOURS } from '../../config/constants.ts';
import type { Order } from '../../gateway/orders/order.schema.ts';
import { formatNationalNumber } from '../../i18n/format-national-number.ts';
import { manageOrderPath, managePath } from '../../navigation/order-paths.ts';
import { MANAGE_ROUTES, PAYMENT_ROUTES, PURCHASE_ROUTES } from '../../navigation/routes.ts';
import {
  detectInstallDevice,
  type EsimInstallVia,
  esimInstallVia,
} from '../esim-install/esim-install.device.ts';

/** What the success page tells the customer happens next, from the paid order. */
export interface NextStep {
  messageId: string;
  values?: Record<string, string>;
  /** The values that are phone numbers, grouped (55 1234 5678): the page keeps each on one line. */
  phones?: Record<string, string>;
  /** Where the customer does it, when it is done on a page of ours (only pages that exist). */
  link?: { messageId: string; to: string };
}

/**
 * How the eSIM is installed from the device the page is read on, as its install page offers it
 * (esimInstallVia): "in one tap on this phone" is true only where Apple's link works; an Android
 * phone copies the code into Settings, and a computer or an older iPhone has the QR code scanned
 * (or the details typed) on the phone that will hold the line.
 */
const ESIM_NEXT_STEP_MESSAGE: Record<EsimInstallVia, string> = {
  'one-click': 'payment_success.esim',
  'on-phone': 'payment_success.esim_on_phone',
  'qr-code': 'payment_success.esim_qr_code',
};

/**
 * Per SIM type: an eSIM is installed now (its install page: the one-tap link, the code to copy or
 * the QR code, as the device the page is read on takes it, from its user agent); a physical SIM is
 * delivered or picked up, then activated on the SIM activation page; a transfer says what happens
 * to the number and when (NUMBER_TRANSFER_HOURS).
 */
export function nextStepsAfterPayment(
  order: Pick<Order, 'order_ref' | 'sim_type' | 'number_type' | 'delivery' | 'msisdn'>,
  userAgent: string,
): NextStep[] {
  const steps: NextStep[] = [];
  const delivery = order.delivery;
  if (order.sim_type === 'physical_sim' || delivery) {
    if (delivery?.method === 'SELF_PICKUP') {
      const location = delivery.pickupLocation?.name;
      steps.push(
        location
          ? { messageId: 'payment_success.pickup', values: { location } }
          : { messageId: 'payment_success.pickup_generic' },
      );
    } else {
      steps.push({ messageId: 'payment_success.doorstep' });
    }
    if (order.sim_type !== 'esim') {
      steps.push({
        messageId: 'payment_success.physical_activate',
        link: {
          messageId: 'payment_success.activate_link',
          to: managePath(MANAGE_ROUTES.simActivation, order.order_ref),
        },
      });
    }
  }
  if (order.sim_type === 'esim' || order.sim_type === undefined) {
    const messageId = ESIM_NEXT_STEP_MESSAGE[esimInstallVia(detectInstallDevice(userAgent))];
    // An eSIM order's main button installs it (paymentSuccessMainAction): no second link here.
    steps.unshift(
      order.sim_type === 'esim'
        ? { messageId }
        : {
            messageId,
            link: {
              messageId: 'payment_success.install_link',
              to: managePath(MANAGE_ROUTES.esimInstallOneClick, order.order_ref),
            },
          },
    );
  }
  if (order.number_type === 'PORT_IN') {
    // What starts the transfer is what this order holds: a physical SIM's page says nothing of an eSIM.
    const sim = order.sim_type === 'physical_sim' ? 'physical' : 'esim';
    steps.push(
      order.msisdn
        ? {
            messageId: 'payment_success.port_in',
            values: { hours: String(NUMBER_TRANSFER_HOURS), sim },
            // Numbers in sentences as Mexicans write them.
            phones: { number: formatNationalNumber(order.msisdn) },
          }
        : {
            messageId: 'payment_success.port_in_generic',
            values: { hours: String(NUMBER_TRANSFER_HOURS), sim },
          },
    );
  }
  return steps;
}

/**
 * "Try again" after a failed payment (the spec's payment-failed): the same order paid again on the payment
 * form, never a new order. The journey has ended on payment-failed (a final step), so the retry
 * runs on the payment-form page, which uses the same payment machine and card form.
 */
export function retryPaymentPath(orderRef: string): string {
  return `${PURCHASE_ROUTES.paymentForm}?${new URLSearchParams({ orderRef }).toString()}`;
}

/**
 * Where a payment made on the payment form ends: the success page for the order, with the paylink
 * it was paid through (its payer may not read the order; the page then asks the paylink).
 */
export function directPaymentSuccessPath(orderRef: string, paylinkId: string | null): string {
  const query = new URLSearchParams({ orderRef, ...(paylinkId ? { paylink_id: paylinkId } : {}) });
  return `${PAYMENT_ROUTES.directPaymentSuccess}?${query.toString()}`;
}

/** The paid page's main button: what the customer most needs to do next with this order. */
export interface PaymentSuccessMainAction {
  messageId: string;
  to: string;
}

/**
 * An eSIM order leads with installing it (the line works only once it is on the phone; the
 * install page says so when it already is); any other order leads to the order's page. The eSIM
 * step of the next steps then carries no link of its own: one way to the same page.
 */
export function paymentSuccessMainAction(
  order: Pick<Order, 'order_ref' | 'sim_type'>,
): PaymentSuccessMainAction {
  return order.sim_type === 'esim'
    ? {
        messageId: 'payment_success.install_link',
        to: managePath(MANAGE_ROUTES.esimInstallOneClick, order.order_ref),
      }
    : { messageId: 'payment_success.view_order', to: manageOrderPath(order.order_ref) };
}
