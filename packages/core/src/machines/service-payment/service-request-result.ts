import type { Money } from '../../gateway/common.schema.ts';
import type { DeliveryType } from '../../gateway/enums.ts';
import type { LineSim } from '../../gateway/lines/index.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { MANAGE_ROUTES } from '../../navigation/routes.ts';
import type { PaidOrderCheck } from '../../orders/paid-order-check.ts';
import type { LineRequestsData } from '../request-history/request-history.services.ts';
import { type RequestRowView, requestRowView } from '../request-history/request-history.view.ts';
import type { ServiceRequestResultQuery } from '../service-request-template/service-request-template.pages.ts';

/**
 * What /manage/payment-success may say about the request its address names (`requestId`, and
 * `paidOrder` when something was paid). It is read from the gateway, never from the address:
 * the request must be one of this line's (the customer's own: another's answers 404), and a
 * payment is claimed only when the gateway says the order is paid (paid-order-check.ts).
 */
export type ServiceRequestResult =
  | { kind: 'checking' }
  /** No request of that id on this line, or no usable address: nothing is claimed. */
  | { kind: 'notFound' }
  /** The named order is the viewer's but not paid: its real state, and no success. */
  | { kind: 'notPaid'; orderRef: string; stateId: MessageId }
  | { kind: 'error' }
  | {
      kind: 'sent';
      request: RequestRowView;
      /** The headline: done, scheduled, or being processed. */
      headlineId: MessageId;
      /** Done or under way: good news; refused or cancelled: not. */
      tone: 'success' | 'warning';
      /** What was paid for it, when something was. */
      paid: { orderRef: string; amount: Money | null } | null;
      /** A renewal done: the line's new renewal date, as the gateway has it (the headline says it). */
      renewedUntil: string | null;
      /**
       * Something was charged: the gateway e-mails a receipt for every paid service order above
       * $0 to the account's address, and the payment can be invoiced from the line's payments.
       */
      receiptSent: boolean;
      /** What to do next with what was asked for (a new SIM: activate or install it), or null. */
      next: { path: string; labelId: MessageId } | null;
    };

type NextStep = { path: string; labelId: MessageId };

/**
 * A SIM replacement's sentence and next step, from what was asked (the SIM type, how it is
 * delivered) and where it really is: the request's status (IN_PROGRESS: the physical SIM is on its
 * way; DONE: at the door or ready at the store, an eSIM ready) and the line's SIM (activated or
 * installed already). A completed request never says the SIM is on its way, and a SIM in use is
 * not offered for activation again. Null: not a replacement that went ahead (refused, cancelled).
 */
export function simReplacementOutcome(
  request: Pick<RequestRowView, 'simReplacement' | 'outcome'>,
  delivery: DeliveryType | null,
  sim: Pick<LineSim, 'type' | 'activationStatus' | 'installationStatus'> | null,
  orderRef: string,
): { headlineId: MessageId; next: NextStep | null } | null {
  const asked = request.simReplacement;
  if (!asked || (request.outcome !== 'succeeded' && request.outcome !== 'pending')) return null;
  const done = request.outcome === 'succeeded';
  // The line's SIM is the new one once the fee is paid (the gateway swaps it): its state counts
  // only when it is of the type asked for.
  const current = sim?.type === asked.simType ? sim : null;
  if (asked.simType === 'esim') {
    if (!done) return { headlineId: 'service_payment.result.processing', next: null };
    if (current?.installationStatus === 'INSTALLED')
      return { headlineId: 'sim_replacement.result.esim_installed', next: null };
    return {
      headlineId: 'sim_replacement.result.esim',
      next: {
        path: managePath(MANAGE_ROUTES.esimInstallOneClick, orderRef),
        labelId: 'line.action.install_esim',
      },
    };
  }
  const activate = {
    path: managePath(MANAGE_ROUTES.simActivation, orderRef),
    labelId: 'sim_replacement.result.activate',
  } as const;
  const toStore = delivery === 'SELF_PICKUP';
  if (!done)
    return {
      headlineId: toStore ? 'sim_replacement.result.physical_to_store' : 'sim_replacement.result.physical',
      next: activate,
    };
  if (current?.activationStatus === 'ACTIVATED')
    return { headlineId: 'sim_replacement.result.physical_active', next: null };
  return {
    headlineId: toStore
      ? 'sim_replacement.result.physical_ready'
      : 'sim_replacement.result.physical_delivered',
    next: activate,
  };
}

function headlineOf(request: RequestRowView, renewedUntil: string | null): MessageId {
  if (request.outcome === 'succeeded') {
    if (renewedUntil) return 'service_payment.result.renewed';
    // "Your plan is now …" is a plan switch's; another request (a renewal) says it is complete.
    return request.planSwitch ? 'service_payment.result.done' : 'service_payment.result.completed';
  }
  if (request.outcome === 'failed') return 'service_payment.result.failed';
  if (request.outcome === 'cancelled') return 'service_payment.result.cancelled';
  if (request.planSwitch?.timing === 'NEXT_RENEWAL') return 'service_payment.result.scheduled';
  return 'service_payment.result.processing';
}

export function serviceRequestResult(
  query: ServiceRequestResultQuery | null,
  requests: { data: LineRequestsData | undefined; failed: boolean },
  paid: PaidOrderCheck | null,
): ServiceRequestResult {
  if (!query) return { kind: 'notFound' };
  if (query.paidOrder && paid) {
    if (paid.kind === 'notPaid')
      return { kind: 'notPaid', orderRef: paid.orderRef, stateId: paid.state.messageId };
    if (paid.kind === 'notFound') return { kind: 'notFound' };
    if (paid.kind === 'error') return { kind: 'error' };
    if (paid.kind === 'checking') return { kind: 'checking' };
  }
  if (requests.data === undefined) return requests.failed ? { kind: 'error' } : { kind: 'checking' };
  if (requests.data.kind !== 'line') return { kind: 'notFound' };
  const found = requests.data.requests.find((request) => request.requestId === query.requestId);
  if (!found) return { kind: 'notFound' };
  const request = requestRowView(found, query.orderRef);
  const replacement = simReplacementOutcome(
    request,
    found.simReplacement?.deliveryMethod ?? null,
    requests.data.line.sim,
    query.orderRef,
  );
  const renewedUntil =
    request.kind === 'RENEWAL' && request.outcome === 'succeeded' ? requests.data.line.renewalDate : null;
  const paidView =
    paid?.kind === 'paid' && query.paidOrder
      ? { orderRef: paid.orderRef, amount: paid.order ? paid.order.total : null }
      : null;
  return {
    kind: 'sent',
    request,
    headlineId: replacement?.headlineId ?? headlineOf(request, renewedUntil),
    tone: request.outcome === 'failed' || request.outcome === 'cancelled' ? 'warning' : 'success',
    paid: paidView,
    renewedUntil,
    receiptSent: (paidView?.amount?.amount ?? 0) > 0,
    next: paid?.kind === 'paid' || !query.paidOrder ? (replacement?.next ?? null) : null,
  };
}
