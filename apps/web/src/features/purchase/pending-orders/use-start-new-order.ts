import { useAtomValue, useSetAtom } from 'jotai';
import { useServices } from '../../../app/services-context';
import { useJourneyStep } from '../../journey/use-journey-step';

/**
 * "Start a new order": the pending carts are set aside (the journey's pendingCarts fact turns
 * false) and the customer carries on with what they chose in this visit, or picks a plan first.
 */
export function useStartNewOrder() {
  const { stores } = useServices();
  const { next, goTo } = useJourneyStep();
  const setPendingOrders = useSetAtom(stores.onboarding.setPendingOrders);
  const planChosen = useAtomValue(stores.onboarding.state).selectedPrimaryProducts.length > 0;
  return () => {
    setPendingOrders([]);
    if (planChosen) next();
    else goTo('pre-checkout');
  };
}
