import type { Endpoint } from '@senda/core/gateway';
import { fail } from '../domain/failures.ts';
import type { SessionRecord } from '../domain/sandbox-data.schema.ts';
import type { SandboxState } from '../domain/sandbox-state.ts';

/**
 * What a link's session may call, decided once for every gateway route: a reschedule
 * link's session reaches its reschedule and its fee order (its payment, and a read of it), by these
 * endpoints only; anything else of the account (profile, e-mail change, lines, other orders,
 * saved cards…) answers 403, and the link's end (booked, expired) answers 401.
 */
type LinkAccess = (
  state: SandboxState,
  params: Readonly<Record<string, string>>,
  session: SessionRecord,
) => { rescheduleId?: string | undefined; orderRef?: string | undefined; read: boolean };

const thisReschedule = (session: SessionRecord) => session.scope?.rescheduleId;

const RESCHEDULE_LINK_ENDPOINTS: Readonly<Record<string, LinkAccess>> = {
  // The link's own code checked again (each of the flow's pages does): the caller is the link's
  // customer, so no second session is handed over.
  validateReschedule: (_state, _params, session) => ({ rescheduleId: thisReschedule(session), read: true }),
  reschedulePayment: (_state, params) => ({ rescheduleId: params.rescheduleId, read: true }),
  submitReschedule: (_state, params) => ({ rescheduleId: params.rescheduleId, read: false }),
  getOrder: (_state, params) => ({ orderRef: params.orderReference, read: true }),
  // The customer's own analytics choice, which the link's pages follow as every page does.
  analyticsPreferences: (_state, _params, session) => ({ rescheduleId: thisReschedule(session), read: true }),
  // The choices the reschedule offers: delivery windows (nobody's personal data; its stores come
  // from selfPickupAddresses, which needs no session).
  deliverySlots: (_state, _params, session) => ({ rescheduleId: thisReschedule(session), read: true }),
  // The fee's card payment: the payment methods on offer, the card form's context, the payment
  // (whose order is checked by the payments handler) and its outcome, by the payment's order.
  enabledPaymentMethods: (_state, _params, session) => ({
    rescheduleId: thisReschedule(session),
    read: false,
  }),
  captureContext: (_state, _params, session) => ({ rescheduleId: thisReschedule(session), read: false }),
  paymentRequest: (_state, _params, session) => ({ rescheduleId: thisReschedule(session), read: false }),
  authenticatePaymentMethod: (_state, _params, session) => ({
    rescheduleId: thisReschedule(session),
    read: false,
  }),
  paymentRequestStatus: (state, params, session) => ({
    orderRef: state.payments.findByKey(session.userId, params.idempotencyKey ?? '')?.orderRef ?? '',
    read: true,
  }),
  // The account's address approves a new door (a code to it): the step-up's three calls, for
  // DELIVERY_ADDRESS_CHANGE only (step-up.ts refuses any other action from a link's session).
  startStepUp: (_state, _params, session) => ({ rescheduleId: thisReschedule(session), read: false }),
  resendStepUpCode: (_state, _params, session) => ({ rescheduleId: thisReschedule(session), read: false }),
  validateStepUpCode: (_state, _params, session) => ({ rescheduleId: thisReschedule(session), read: false }),
  transactionStatus: (state, params) => ({
    orderRef: state.payments.get(params.transactionId ?? '')?.orderRef ?? '',
    read: true,
  }),
};

/**
 * The session a route sees: a log-in's as it is; a link's only where the link reaches. Where
 * credentials are optional (config, texts) a link's session is not sent on: the call is answered
 * as to anyone. Refused: 401 once the link is over, 403 for what the link is not for.
 */
export function scopedSession(
  state: SandboxState,
  endpoint: Endpoint,
  params: Readonly<Record<string, string>>,
  session: SessionRecord | undefined,
  required: boolean,
): SessionRecord | undefined {
  if (!session?.scope) return session;
  const access = RESCHEDULE_LINK_ENDPOINTS[endpoint.name];
  const verdict = access
    ? state.rescheduleDelivery.linkAllows(session, access(state, params, session))
    : state.rescheduleDelivery.linkAllows(session, { read: true });
  if (verdict === 'allowed') return session;
  if (!required) return undefined;
  fail(verdict === 'dead' ? 'unauthorized' : 'forbidden');
}

/**
 * A link's session pays its fee order only, with a new card, and keeps no card on the account:
 * the account's saved cards are not the link's to use or add to.
 */
export function assertLinkMayPay(
  state: SandboxState,
  session: SessionRecord,
  payment: { orderRef: string; paymentMethod: string; saveCard?: boolean | undefined },
): void {
  if (!session.scope) return;
  const verdict = state.rescheduleDelivery.linkAllows(session, { orderRef: payment.orderRef, read: false });
  if (verdict === 'dead') fail('unauthorized');
  if (verdict !== 'allowed' || payment.paymentMethod !== 'CARD' || payment.saveCard === true)
    fail('forbidden');
}
