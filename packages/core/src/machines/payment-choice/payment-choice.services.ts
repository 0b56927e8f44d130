import { fromPromise } from 'xstate';
import { createCashPayment } from '../../gateway/cash-payments/create-cash-payment.ts';
import { orderCashPayment } from '../../gateway/cash-payments/order-cash-payment.ts';
import { payableSavedCards, paymentMethodChoices, savedCards } from '../../payments/payment-methods.ts';
import { savedCardsQuery } from '../../queries/order-queries.ts';
import { enabledPaymentMethodsQuery } from '../../queries/reference-queries.ts';
import { savedCardsCustomerId } from '../../stores/auth.store.ts';
import { pendingPaymentRequest } from '../../stores/payment.store.ts';
import type { OrderPaymentInput } from '../payment/order-payment.machine.ts';
import type { PaymentReads } from '../payment/payment.actors.ts';
import {
  type PaymentServicesDeps,
  paymentMachineInput,
  provideOrderPaymentMachine,
} from '../payment/payment.services.ts';
import type { CardSummary, SavedCardChoice } from '../payment/payment.types.ts';
import { serviceOrderAmount } from '../service-payment/service-payment.machine.ts';
import type { ServiceRequestPaymentInput } from '../service-request-template/service-request-template.types.ts';
import { boundedPoll } from '../shared/bounded-poll.machine.ts';
import { createPaymentChoiceMachine, type PaymentChoiceOptions } from './payment-choice.machine.ts';

/**
 * The signed-in customer's saved cards that can pay now (an enabled brand, not expired), as cards
 * to choose: none for a guest, and none when they cannot be read (a new card is typed instead).
 */
export async function payableSavedCardChoices(
  { gateway, queryClient, stores }: Pick<PaymentServicesDeps, 'gateway' | 'queryClient' | 'stores'>,
  now = Date.now(),
): Promise<SavedCardChoice[]> {
  const customerId = savedCardsCustomerId(stores.store.get(stores.auth.state));
  const [enabled, saved] = await Promise.all([
    queryClient.fetchQuery(enabledPaymentMethodsQuery(gateway)).catch(() => []),
    customerId ? queryClient.fetchQuery(savedCardsQuery(gateway, customerId)).catch(() => []) : [],
  ]);
  const choices = paymentMethodChoices(enabled, stores.store.get(stores.flags.values));
  return payableSavedCards(savedCards(saved), choices, now).map((card) => ({
    paymentMethodId: card.id,
    brand: card.brand,
    last4: card.last4,
  }));
}

/** The saved cards, the one the declined automatic renewal charged marked (same brand and last four). */
export function markDeclinedRenewal(
  cards: readonly SavedCardChoice[],
  declined: CardSummary | null,
): SavedCardChoice[] {
  const same = (card: CardSummary) =>
    declined !== null &&
    card.last4 === declined.last4 &&
    card.brand.toLowerCase() === declined.brand.toLowerCase();
  return cards.map((card) => (same(card) ? { ...card, renewalDeclined: true } : card));
}

/**
 * A service request's order paid by card: the order and the amount the customer was shown, a
 * payment of it still in flight from before a reload (followed, never paid again), and the card
 * chosen on the flow's own page (one of the customer's own, as just read; null: a new card).
 */
export function serviceCardPaymentInput(
  deps: Pick<PaymentServicesDeps, 'stores'>,
  due: ServiceRequestPaymentInput,
  savedCard: SavedCardChoice | null,
  targetOrigin: string,
): OrderPaymentInput {
  const base = paymentMachineInput(deps, due.orderReference, targetOrigin);
  return {
    orderReference: due.orderReference,
    amount: serviceOrderAmount(due.amount),
    targetOrigin,
    pendingRequest: base.pendingRequest,
    savedCard,
    canSaveCard: base.canSaveCard,
  };
}

/**
 * The payment-choice child wired to the gateway and the payment store: the customer's payable
 * saved cards (read for the signed-in customer only), the order's open cash reference, a card
 * payment still in flight (the payment store's record), the purchase's card payment for a card,
 * and the cash-payment calls. `targetOrigin` is the storefront's origin (the capture context is
 * signed for it).
 */
export function providePaymentChoice(
  deps: PaymentServicesDeps,
  targetOrigin: string,
  /** The card payment's reads that differ (pay-by-link: what is due comes from the link). */
  reads: Partial<PaymentReads> = {},
  /**
   * The card whose automatic renewal of this line was declined and is pending (renew now reads
   * it), offered after a new card; none when it cannot be read.
   */
  declinedRenewalCard: () => Promise<CardSummary | null> = async () => null,
) {
  const { gateway, stores } = deps;
  return createPaymentChoiceMachine((due, savedCard) =>
    serviceCardPaymentInput(deps, due, savedCard, targetOrigin),
  ).provide({
    actors: {
      orderPayment: provideOrderPaymentMachine(deps, reads),
      loadOptions: fromPromise<PaymentChoiceOptions, ServiceRequestPaymentInput>(async ({ input }) => {
        const [cards, cash, declined] = await Promise.all([
          payableSavedCardChoices(deps),
          orderCashPayment(gateway, { orderRef: input.orderReference }).catch(() => null),
          declinedRenewalCard().catch(() => null),
        ]);
        const inFlight = pendingPaymentRequest(stores.store.get(stores.payment.state), input.orderReference);
        return { savedCards: markDeclinedRenewal(cards, declined), cash, cardInFlight: inFlight !== null };
      }),
      createCash: fromPromise(({ input }) =>
        createCashPayment(gateway, { orderRef: input.orderReference, method: input.method }),
      ),
      followCash: boundedPoll((input: { orderReference: string }) =>
        orderCashPayment(gateway, { orderRef: input.orderReference }),
      ),
    },
  });
}

/**
 * What the purchase's payment-choice child is given: the order the summary created. Its amount is
 * the gateway's (a voucher names what to pay); the child never opens its card payment, as the
 * step's own card form pays by card.
 */
export const purchaseCashInput = (orderRef: string): ServiceRequestPaymentInput => ({
  requestId: orderRef,
  orderReference: orderRef,
  amount: 0,
});

/**
 * The purchase's payment step in cash: the renewals' payment choice, the same machine and calls,
 * reading only the order's cash reference at the start (a reload while a voucher waits shows it
 * again; one expired or closed is not resumed). The saved cards and a card payment in flight are
 * the step's card form's own, so none are read here.
 */
export function providePurchaseCashChoice(deps: PaymentServicesDeps, targetOrigin: string) {
  return providePaymentChoice(deps, targetOrigin).provide({
    actors: {
      loadOptions: fromPromise<PaymentChoiceOptions, ServiceRequestPaymentInput>(async ({ input }) => ({
        savedCards: [],
        cash: await orderCashPayment(deps.gateway, { orderRef: input.orderReference }).catch(() => null),
        cardInFlight: false,
      })),
    },
  });
}
