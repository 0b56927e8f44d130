import { customerPaymentMethods, savedCardsCustomerId } from '@senda/core';
import { useAtomValue } from 'jotai';
import { useServices } from '../../../app/services-context';
import { useGatewayQuery } from '../../../app/use-gateway-query';

/**
 * The signed-in customer's saved cards, as the gateway keeps them. Idle (no call) for a guest or a
 * visitor: only a customer with an account has cards on file. One key for every screen, so they
 * read the same list.
 */
export function useSavedCardsQuery() {
  const { gateway, stores } = useServices();
  const customerId = savedCardsCustomerId(useAtomValue(stores.auth.state));
  const query = useGatewayQuery(customerId ? ['customerPaymentMethods', customerId] : null, () =>
    customerPaymentMethods(gateway, { customerId: customerId ?? '' }),
  );
  return { customerId, query };
}
