import { cartsByEmail } from '../gateway/carts/carts-by-email.ts';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import { curpLineEligibility } from '../gateway/lines/curp-line-eligibility.ts';
import { numberOfLinesSpecification } from '../gateway/numbers/number-of-lines-specification.ts';
import { type OrderPreviewInput, orderPreview } from '../gateway/orders/order-preview.ts';
import { userDetails } from '../gateway/session/user-details.ts';
import { portInOptions } from './port-in-options.read.ts';
import { customerQuery, referenceQuery } from './query-definition.ts';

// The purchase's reads of the customer's own data: the priced basket, the profile, a pending
// cart, the CURP's line limit, and the transfer's donor operators (with the port-in step's services).
// Kept apart so that a page bundles only the reads it makes and what they need.

export const donorTelcosQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['donorTelcos'], (client) => portInOptions(client));

/** The priced basket for a selection (it carries the customer's details and promo codes). */
export const orderPreviewQuery = (gateway: GatewayClient, input: OrderPreviewInput) =>
  customerQuery(gateway, ['orderPreview', input], (client) => orderPreview(client, input));

/** The signed-in customer's profile. */
export const userDetailsQuery = (gateway: GatewayClient) =>
  customerQuery(gateway, ['profile'], (client) => userDetails(client));

export const pendingCartsQuery = (gateway: GatewayClient, email: string) =>
  customerQuery(gateway, ['pendingCarts', email], (client) =>
    cartsByEmail(client, { email, status: 'PENDING' }),
  );

/**
 * Whether one more line may be registered to this CURP (personal details asks before going on).
 * Read afresh on each submit: a line bought meanwhile elsewhere counts.
 */
export const curpLineEligibilityQuery = (gateway: GatewayClient, curp: string) => ({
  ...customerQuery(gateway, ['lineRegistry', curp], (client) => curpLineEligibility(client, { curp })),
  staleTime: 0,
});

/**
 * The operator's rule on lines: the registry's cap per person and the lines one order adds, said
 * on the number step (where a customer decides on one more line) as the cap's explanation.
 */
export const numberOfLinesSpecificationQuery = (gateway: GatewayClient) =>
  customerQuery(gateway, ['numberOfLinesSpecification'], (client) => numberOfLinesSpecification(client));
