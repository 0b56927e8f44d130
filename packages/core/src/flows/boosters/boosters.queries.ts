import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { customerQuery } from '../../queries/query-definition.ts';
import { boosterOffer } from './gateway/booster-offer.ts';

/** The line's boosters and automatic booster, under the line's key (a booster bought reads it again). */
export const boosterOfferQuery = (
  gateway: GatewayClient,
  line: { orderRef: string; accountNumber: string },
) =>
  customerQuery(gateway, ['lines', line.orderRef, 'boosters'], (client) =>
    boosterOffer(client, { accountNumber: line.accountNumber }),
  );
