import { assign, forwardTo, type SnapshotFrom, setup } from 'xstate';
import type { Money } from '../../gateway/common.schema.ts';
import {
  type OrderPaymentInput,
  type OrderPaymentOutput,
  orderPaymentMachine,
} from '../payment/order-payment.machine.ts';
import type {
  ServiceRequestPaymentInput,
  ServiceRequestPaymentOutput,
} from '../service-request-template/service-request-template.types.ts';

/** Service orders are charged in pesos (MXN, IVA included): the template's amounts are numbers. */
export const SERVICE_ORDER_CURRENCY = 'MXN';

export const serviceOrderAmount = (amount: number): Money => ({ amount, currency: SERVICE_ORDER_CURRENCY });

/** What the template hears: paid, failed (a refused card given up on), or cancelled (left unpaid). */
export function servicePaymentOutput(output: OrderPaymentOutput | null): ServiceRequestPaymentOutput {
  if (output?.outcome === 'paid') return { outcome: 'paid' };
  if (output?.outcome === 'failed') return { outcome: 'failed' };
  return { outcome: 'cancelled' };
}

/**
 * The service-request template's `pay` child for every paid service request (plan switch now;
 * SIM replacement and number recovery next): it pays the order the submit created with the
 * purchase's payment machine (through orderPaymentMachine, invoked as `orderPayment`) and answers
 * the template's contract. How the order payment's input is read (the storefront origin, a saved
 * card, a request left in flight) is the services' part (service-payment.services.ts).
 *
 * The screens at /manage/payment render the payment machine (servicePaymentChild) and send their
 * card events through the template's PAYMENT event, which reaches it through this machine.
 */
export function createServicePaymentMachine(
  orderPaymentInput: (due: ServiceRequestPaymentInput) => OrderPaymentInput,
) {
  return setup({
    types: {
      context: {} as { due: ServiceRequestPaymentInput; output: OrderPaymentOutput | null },
      input: {} as ServiceRequestPaymentInput,
      output: {} as ServiceRequestPaymentOutput,
    },
    actors: { orderPayment: orderPaymentMachine },
    actions: {
      rememberOutput: assign((_, params: { output: OrderPaymentOutput }) => ({ output: params.output })),
    },
  }).createMachine({
    id: 'servicePayment',
    context: ({ input }) => ({ due: input, output: null }),
    initial: 'paying',
    states: {
      paying: {
        invoke: {
          id: 'orderPayment',
          src: 'orderPayment',
          input: ({ context }) => orderPaymentInput(context.due),
          onDone: {
            target: 'settled',
            actions: { type: 'rememberOutput', params: ({ event }) => ({ output: event.output }) },
          },
        },
        // Card events and GIVE_UP are the order payment's.
        on: { '*': { actions: forwardTo('orderPayment') } },
      },
      settled: { type: 'final' },
    },
    output: ({ context }) => servicePaymentOutput(context.output),
  });
}

export type ServicePaymentMachine = ReturnType<typeof createServicePaymentMachine>;
export type ServicePaymentSnapshot = SnapshotFrom<ServicePaymentMachine>;
