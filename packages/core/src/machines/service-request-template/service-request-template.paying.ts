import type { ServiceRequestParts } from './service-request-template.setup.ts';
import type {
  ServiceRequestContext,
  ServiceRequestPaymentInput,
  SubmittedServiceRequest,
} from './service-request-template.types.ts';

/**
 * The states of a flow with the `pay` option: the order the submit created is paid by the `pay`
 * child, and a failed or refused payment is retried on the same order (never a new request).
 */
export function payingStates<TEligible, TSubmitted extends SubmittedServiceRequest, TRefusal extends string>(
  parts: ServiceRequestParts<TEligible, TSubmitted, TRefusal>,
) {
  type Context = ServiceRequestContext<TEligible, TSubmitted, TRefusal>;
  const { machineSetup: s, saveProgress, cancelTransition } = parts;
  return {
    // The order the submit created is paid here, and only here.
    paying: s.createStateConfig({
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }: { context: Context }): ServiceRequestPaymentInput => ({
          requestId: context.requestId ?? '',
          orderReference: context.payment?.orderReference ?? '',
          amount: context.payment?.amount ?? 0,
        }),
        onDone: [
          {
            guard: { type: 'isPaid', params: ({ event }) => ({ output: event.output }) },
            target: 'checkingCancel',
            actions: ['rememberPaid', 'emitPaid', saveProgress],
          },
          {
            target: 'paymentFailed',
            actions: { type: 'rememberPaymentFailure', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: { target: 'paymentFailed', actions: 'noticePaymentLost' },
      },
      on: { PAYMENT: { actions: 'forwardToPayment' } },
    }),
    // The same order is paid again; the request is not sent again.
    paymentFailed: s.createStateConfig({
      on: { RETRY: { target: 'paying' }, ...cancelTransition },
    }),
  };
}
