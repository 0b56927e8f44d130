import { fromPromise } from 'xstate';
import { guestSignup } from '../../gateway/auth/guest-signup.ts';
import { openPaylink } from '../../gateway/payments/open-paylink.ts';
import { type Paylink, paylinkDetails } from '../../gateway/payments/paylink-details.ts';
import { paylinkOutcome } from '../../orders/paylink-outcome.ts';
import type { PaymentTarget } from '../../stores/payment.store.ts';
import type { PaymentServicesDeps } from '../payment/payment.services.ts';
import type { PaymentOrderSnapshot } from '../payment/payment.types.ts';
import { providePaymentChoice } from '../payment-choice/payment-choice.services.ts';
import { paylinkMachine } from './paylink.machine.ts';
import type { PaylinkCalls, PaylinkInput, PaylinkRead } from './paylink.types.ts';

const readOf = (paylink: Paylink, now: number): PaylinkRead => ({
  paylink,
  outcome: paylinkOutcome(paylink, now),
});

/**
 * The link's two calls on the gateway. Opening it needs a session: the payer's own when this
 * browser has one (a customer paying for someone, or for themselves), otherwise a guest's,
 * made here (the spec's guest sign-up: an account of nobody's, which the link lets pay this one order).
 */
export function paylinkGatewayCalls({
  gateway,
  stores,
}: Pick<PaymentServicesDeps, 'gateway' | 'stores'>): PaylinkCalls {
  return {
    read: async (paylinkId) => readOf(await paylinkDetails(gateway, { paylinkId }), Date.now()),
    open: async (paylinkId) => {
      if (!stores.store.get(stores.auth.state).accessToken) {
        stores.store.set(stores.auth.startGuestSession, await guestSignup(gateway));
      }
      const read = readOf(await openPaylink(gateway, { paylinkId }), Date.now());
      // Remembered while it can be paid, so a reload comes back to paying it (paylinkInput).
      if (read.outcome === 'payable') {
        stores.store.set(stores.payment.setPaymentTarget, {
          kind: 'paylink',
          paylinkId,
          orderRef: read.paylink.orderRef,
        });
      }
      return read;
    },
  };
}

/**
 * What the payment machine reads as the order it charges: the link, not the order (a payer may
 * not read someone else's order). Open: the link's amount is due; paid: nothing is; expired or
 * cancelled: closed, so nothing is charged.
 */
export function paylinkPaymentOrder(read: PaylinkRead): PaymentOrderSnapshot {
  const { paylink, outcome } = read;
  if (outcome === 'payable') return { state: 'PAY', payment_due: paylink.amount };
  if (outcome === 'paid') return { state: 'PAY', payment_due: { ...paylink.amount, amount: 0 } };
  return { state: 'CAN', payment_due: { ...paylink.amount, amount: 0 } };
}

/** The machine's input from the address's paylink id and what this browser was paying. */
export function paylinkInput(paylinkId: string | null, stored: PaymentTarget | null): PaylinkInput {
  return {
    paylinkId,
    resume: paylinkId !== null && stored?.kind === 'paylink' && stored.paylinkId === paylinkId,
  };
}

/**
 * The paylink machine wired: its calls (or fakes, for tests and stories), and renew now's
 * payment-choice child (saved cards of a signed-in payer, a new card, OXXO, SPEI) whose card
 * payment reads what is due from the link.
 */
export function providePaylinkMachine(
  deps: PaymentServicesDeps,
  options: { paylinkId: string; targetOrigin: string },
  calls = paylinkGatewayCalls(deps),
) {
  return paylinkMachine.provide({
    actors: {
      readPaylink: fromPromise<PaylinkRead, string>(({ input }) => calls.read(input)),
      openPaylink: fromPromise<PaylinkRead, string>(({ input }) => calls.open(input)),
      pay: providePaymentChoice(deps, options.targetOrigin, {
        loadOrder: async () => paylinkPaymentOrder(await calls.read(options.paylinkId)),
      }),
    },
  });
}
