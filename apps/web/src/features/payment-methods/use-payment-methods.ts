import {
  type PaymentMethodsView,
  paymentMethodsView,
  providePaymentMethodsMachine,
} from '@senda/core/machines/payment-methods';
import { savedCardsCustomerId } from '@senda/core/stores';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useServices } from '../../shared/services-context';
import { useSavedCards } from '../purchase/payment/use-saved-cards';

/**
 * The cards page's machine for the signed-in customer (core's providePaymentMethodsMachine: the saved
 * cards and the lines, each change kept in the cache). Its notices become toasts once. The saved
 * cards are also read through useSavedCards, which copies them to the payment store.
 */
export function usePaymentMethods(): PaymentMethodsView {
  const { gateway, queryClient, stores } = useServices();
  const customerId = savedCardsCustomerId(useAtomValue(stores.auth.state)) ?? '';
  const machine = useMemo(
    () => providePaymentMethodsMachine({ gateway, queryClient }, customerId),
    [gateway, queryClient, customerId],
  );
  const actor = useActorRef(machine);
  const view = useSelector(
    actor,
    (snapshot) => paymentMethodsView(snapshot, actor.send, Date.now()),
    sameView,
  );
  useSavedCards();

  const notify = useSetAtom(stores.notifications.add);
  const { notice, dismissNotice } = view;
  useEffect(() => {
    if (!notice) return;
    notify({ message: { id: notice.messageId }, type: notice.tone });
    dismissNotice();
  }, [notice, notify, dismissNotice]);
  return view;
}

function sameView(a: PaymentMethodsView, b: PaymentMethodsView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
