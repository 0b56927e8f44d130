import type { ActorRefFrom, AnyActorRef, EventObject } from 'xstate';
import type { PaymentMachine } from '../payment/payment.machine.ts';

export type PaymentActorRef = ActorRefFrom<PaymentMachine>;

interface WithChildren {
  children: Record<string, AnyActorRef | undefined>;
}

const childOf = (actor: AnyActorRef | undefined, id: string): AnyActorRef | undefined =>
  (actor?.getSnapshot() as WithChildren | undefined)?.children?.[id];

/**
 * The card payment under way in a service request's `paying` phase: the purchase's payment
 * machine, two levels down (pay → orderPayment → payment). The /manage/payment screen renders
 * it with connectPayment and hears its `tokenize` requests; null when nothing is being paid.
 */
export function servicePaymentChild(snapshot: WithChildren): PaymentActorRef | null {
  const payment = childOf(childOf(snapshot.children.pay, 'orderPayment'), 'payment');
  return (payment as PaymentActorRef | undefined) ?? null;
}

/** An event of the payment screen, wrapped for the template (which hands it to its `pay` child). */
export const servicePaymentEvent = (event: EventObject) => ({ type: 'PAYMENT' as const, event });

/** "Pay later" on a refused card: the order payment gives up, the template shows payment failed. */
export const GIVE_UP_PAYMENT = servicePaymentEvent({ type: 'GIVE_UP' });
