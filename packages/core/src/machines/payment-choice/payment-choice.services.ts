import { fromPromise } from 'xstate';
import { createCashPayment } from '../../gateway/cash-payments/create-cash-payment.ts';
import { orderCashPayment } from '../../gateway/cash-payments/order-cash-payment.ts';
import { enabledPaymentMethodsQuery, savedCardsQuery } from '../../queries/gateway-queries.ts';
import { savedCardsCustomerId } from '../../stores/auth.store.ts';
import { pendingPaymentRequest } from '../../stores/payment.store.ts';
import type { PaymentReads } from '../payment/payment.actors.ts';
import {
  type PaymentServicesDeps,
  paymentMachineInput,
  provideOrderPaymentMachine,
} from '../payment/payment.services.ts';
import type { SavedCardChoice } from '../payment/payment.types.ts';
import { payableSavedCards, paymentMethodChoices, savedCards } from '../payment/payment-methods.ts';
import { serviceOrderAmount } from '../service-payment/service-payment.machine.ts';
import type { ServiceRequestPaymentInput } from '../service-request-template/service-request-template.types.ts';
import { boundedPoll } from '../shared/bounded-poll.machine.ts';
import { createPaymentChoiceMachine, type PaymentChoiceOptions } from './payment-choice.machine.ts';

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
) {
  const { gateway, queryClient, stores } = deps;
  return createPaymentChoiceMachine((due, savedCard) => {
    const base = paymentMachineInput(deps, due.orderReference, targetOrigin);
    return {
      orderReference: due.orderReference,
      amount: serviceOrderAmount(due.amount),
      targetOrigin,
      pendingRequest: base.pendingRequest,
      // The card chosen on this page (one of the customer's own, as just read), never a stale one.
      savedCard,
      canSaveCard: base.canSaveCard,
    };
  }).provide({
    actors: {
      orderPayment: provideOrderPaymentMachine(deps, reads),
      loadOptions: fromPromise<PaymentChoiceOptions, ServiceRequestPaymentInput>(async ({ input }) => {
        const customerId = savedCardsCustomerId(stores.store.get(stores.auth.state));
        const [enabled, saved, cash] = await Promise.all([
          queryClient.fetchQuery(enabledPaymentMethodsQuery(gateway)).catch(() => []),
          customerId ? queryClient.fetchQuery(savedCardsQuery(gateway, customerId)).catch(() => []) : [],
          orderCashPayment(gateway, { orderRef: input.orderReference }).catch(() => null),
        ]);
        const payable = payableSavedCards(savedCards(saved), paymentMethodChoices(enabled), Date.now());
        const cards: SavedCardChoice[] = payable.map((card) => ({
          paymentMethodId: card.id,
          brand: card.brand,
          last4: card.last4,
        }));
        const inFlight = pendingPaymentRequest(stores.store.get(stores.payment.state), input.orderReference);
        return { savedCards: cards, cash, cardInFlight: inFlight !== null };
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
