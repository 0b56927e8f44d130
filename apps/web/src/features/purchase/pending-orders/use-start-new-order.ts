import { useAtomValue, useSetAtom } from 'jotai';
import { useServices } from '../../../shared/services-context';
import { useJourneyStep } from '../../journey/use-journey-step';

/**
 * "Start a new order": the pending carts are set aside (the journey's pendingCarts fact turns
 * false). From the list, a customer who chose a plan in this visit carries on with it (the journey
 * skips the cart details); otherwise, and from a cart's details (whose next step is the order
 * summary), plan selection opens, with this visit's plan still ticked.
 */
export function useStartNewOrder(from: 'list' | 'details') {
  const { stores } = useServices();
  const { next, goTo } = useJourneyStep();
  const setPendingOrders = useSetAtom(stores.onboarding.setPendingOrders);
  const planChosen = useAtomValue(stores.onboarding.state).selectedPrimaryProducts.length > 0;
  return () => {
    setPendingOrders([]);
    if (from === 'list' && planChosen) next();
    else goTo('pre-checkout');
  };
}
