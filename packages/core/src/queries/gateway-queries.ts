import type { DataTag, QueryClient, QueryKey } from '@tanstack/query-core';
import type { Channel } from '../config/constants.ts';
import { cartsByEmail } from '../gateway/carts/carts-by-email.ts';
import { eligibleProductVariants } from '../gateway/catalogue/eligible-product-variants.ts';
import { appLocale } from '../gateway/config/app-locale.ts';
import { consentSettings } from '../gateway/config/consent-settings.ts';
import { customerProfileParameters } from '../gateway/config/customer-profile-parameters.ts';
import { globalConfig } from '../gateway/config/global-config.ts';
import { journeySettings } from '../gateway/config/journey-settings.ts';
import { maintenanceStatus } from '../gateway/config/maintenance-status.ts';
import { nationalities } from '../gateway/config/nationalities.ts';
import { promotionConfig } from '../gateway/config/promotion-config.ts';
import { addressLookup } from '../gateway/delivery/address-lookup.ts';
import { deliveryMethods } from '../gateway/delivery/delivery-methods.ts';
import { deliverySlots } from '../gateway/delivery/delivery-slots.ts';
import { ekycSpecifications } from '../gateway/ekyc/ekyc-specifications.ts';
import type { SimType } from '../gateway/enums.ts';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import { numberCategories } from '../gateway/numbers/number-categories.ts';
import { getOrder } from '../gateway/orders/get-order.ts';
import { manageOrderList } from '../gateway/orders/manage-order-list.ts';
import { type OrderPreviewInput, orderPreview } from '../gateway/orders/order-preview.ts';
import { userOrders } from '../gateway/orders/user-orders.ts';
import { customerPaymentMethods } from '../gateway/payments/customer-payment-methods.ts';
import { enabledPaymentMethods } from '../gateway/payments/enabled-payment-methods.ts';
import { paylinkDetails } from '../gateway/payments/paylink-details.ts';
import { userDetails } from '../gateway/session/user-details.ts';
import { loadCustomerLines } from '../machines/customer-lines/customer-lines.services.ts';
import { loadLineHome } from '../machines/line-home/line-home.services.ts';
import { portInOptions } from '../machines/port-in/port-in.services.ts';
import {
  type LineRequestsQuery,
  loadLineRequests,
} from '../machines/service-requests/service-requests.services.ts';
import { blacknutActivation, blacknutCandidateOrders } from '../orders/blacknut.ts';
import { MAINTENANCE_STATUS_STALE_MS, REFERENCE_DATA_STALE_MS } from './query-client.ts';

/**
 * Every gateway read the app caches, each as ONE key and ONE read, for screens (useQuery) and
 * services (fetchQuery, prefetchQuery, invalidateQueries) alike: a read that two places make is
 * one entry in the cache, asked for once.
 *
 * Keys of reads that hold a customer's data start with CUSTOMER_QUERY_SCOPE, so they can be
 * dropped together when the customer changes (customer-cache.ts); reference data (the catalogue,
 * configuration, option lists) is the same for everyone and stays.
 */
export const CUSTOMER_QUERY_SCOPE = 'customer';

export interface GatewayQueryDefinition<T, K extends QueryKey = QueryKey> {
  queryKey: DataTag<K, T, Error>;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  staleTime?: number;
}

/** What a read does, given the client to call: one whose calls stop when the read is cancelled. */
type Read<T> = (gateway: GatewayClient) => Promise<T>;

/**
 * The client's calls carry the cache's AbortSignal: when the last screen reading a query leaves
 * (unmount, or a new key) while it is under way, the cache cancels it and the request stops. A
 * read nobody observes (a prefetch, a service's fetchQuery) is never cancelled.
 */
function cancellable(gateway: GatewayClient, signal: AbortSignal): GatewayClient {
  return { call: (endpoint, input) => gateway.call(endpoint, { ...input, signal: input?.signal ?? signal }) };
}

function referenceQuery<T, const K extends QueryKey>(gateway: GatewayClient, key: K, read: Read<T>) {
  return {
    queryKey: key as DataTag<K, T, Error>,
    queryFn: ({ signal }: { signal: AbortSignal }) => read(cancellable(gateway, signal)),
    staleTime: REFERENCE_DATA_STALE_MS,
  } satisfies GatewayQueryDefinition<T, K>;
}

function customerQuery<T, const K extends QueryKey>(gateway: GatewayClient, key: K, read: Read<T>) {
  const queryKey = [CUSTOMER_QUERY_SCOPE, ...key] as const;
  return {
    queryKey: queryKey as DataTag<typeof queryKey, T, Error>,
    queryFn: ({ signal }: { signal: AbortSignal }) => read(cancellable(gateway, signal)),
  } satisfies GatewayQueryDefinition<T, typeof queryKey>;
}

/** Keys (or key prefixes) of customer reads, for invalidating them after a mutation. */
export const customerQueryKeys = {
  orders: [CUSTOMER_QUERY_SCOPE, 'orders'] as const,
  order: (orderRef: string) => [CUSTOMER_QUERY_SCOPE, 'orders', orderRef] as const,
  lines: [CUSTOMER_QUERY_SCOPE, 'lines'] as const,
  line: (orderRef: string) => [CUSTOMER_QUERY_SCOPE, 'lines', orderRef] as const,
  savedCards: [CUSTOMER_QUERY_SCOPE, 'savedCards'] as const,
  pendingCarts: [CUSTOMER_QUERY_SCOPE, 'pendingCarts'] as const,
  profile: [CUSTOMER_QUERY_SCOPE, 'profile'] as const,
};

/**
 * What a placed or paid order changes: the customer's orders (and the one order), their lines,
 * and their pending carts (a cart becomes an order). Readers on screen read again; the others
 * read afresh when next shown.
 */
export function invalidateOrderQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: customerQueryKeys.orders }),
    queryClient.invalidateQueries({ queryKey: customerQueryKeys.lines }),
    queryClient.invalidateQueries({ queryKey: customerQueryKeys.pendingCarts }),
  ]).then(() => undefined);
}

// --- Configuration the app boots with ---

/**
 * Whether the site is up. The answer the page load asked for serves the app-boot machine even when
 * it arrived before the machine started; a reader after that asks again (the maintenance page's
 * recheck refetches regardless).
 */
export const maintenanceStatusQuery = (gateway: GatewayClient) => ({
  ...referenceQuery(gateway, ['maintenanceStatus'], (client) => maintenanceStatus(client)),
  staleTime: MAINTENANCE_STATUS_STALE_MS,
});

export const globalConfigQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['globalConfig'], (client) => globalConfig(client));

/** The remote message keys of one language. */
export const appLocaleQuery = (gateway: GatewayClient, langCode: string) =>
  referenceQuery(gateway, ['appLocale', langCode], (client) => appLocale(client, { langCode }));

/** A journey's settings (its definition, when the gateway serves one). */
export const journeySettingsQuery = (gateway: GatewayClient, journeyId: string) =>
  referenceQuery(gateway, ['journeySettings', journeyId], (client) => journeySettings(client, { journeyId }));

// --- Reference data the purchase screens read ---

/** The plans and extras the catalogue sells for a SIM type and channel: one key for every screen. */
export const catalogueQuery = (gateway: GatewayClient, input: { simType: SimType; channel: Channel }) =>
  referenceQuery(gateway, ['eligibleProductVariants', input.simType, input.channel], (client) =>
    eligibleProductVariants(client, input),
  );

/**
 * The catalogues of several SIM types, in the order given (a pending cart does not say its SIM
 * type). Each is read through the cache under catalogueQuery's key, so plan selection's read is
 * reused and reuses this one.
 */
export const cataloguesQuery = (
  queryClient: QueryClient,
  gateway: GatewayClient,
  input: { simTypes: readonly SimType[]; channel: Channel },
) =>
  referenceQuery(gateway, ['eligibleProductVariants', 'several', input.channel, ...input.simTypes], () =>
    Promise.all(
      input.simTypes.map(async (simType) => ({
        simType,
        variants: await queryClient.fetchQuery(catalogueQuery(gateway, { simType, channel: input.channel })),
      })),
    ),
  );

/** Whether promo codes are on, and how many an order takes. */
export const promotionConfigQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['promotionConfig'], (client) => promotionConfig(client));

/** The consent documents: terms of use (and how they are accepted), privacy, marketing. */
export const consentSettingsQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['consentSettings'], (client) => consentSettings(client));

/** The new-number categories and their prices. */
export const numberCategoriesQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['numberCategories'], (client) => numberCategories(client));

/** Age limits and postal-code size (personal details, address details, delivery). */
export const customerProfileParametersQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['customerProfileParameters'], (client) => customerProfileParameters(client));

export const nationalitiesQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['nationalities'], (client) => nationalities(client));

/** The eKYC specification (address details decides the next step by it; manual eKYC follows it). */
export const ekycSpecificationsQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['ekycSpecifications'], (client) => ekycSpecifications(client));

export const deliveryMethodsQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['deliveryMethods'], (client) => deliveryMethods(client));

export const deliverySlotsQuery = (gateway: GatewayClient, slotId: string) =>
  referenceQuery(gateway, ['deliverySlots', slotId], (client) => deliverySlots(client, { slotId }));

export const addressLookupQuery = (gateway: GatewayClient, input: { country: string; postalCode: string }) =>
  referenceQuery(gateway, ['addressLookup', input.country, input.postalCode], (client) =>
    addressLookup(client, input),
  );

export const donorTelcosQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['donorTelcos'], (client) => portInOptions(client));

export const enabledPaymentMethodsQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['enabledPaymentMethods'], (client) => enabledPaymentMethods(client));

// --- The customer's own data ---

/** The priced basket for a selection (it carries the customer's details and promo codes). */
export const orderPreviewQuery = (gateway: GatewayClient, input: OrderPreviewInput) =>
  customerQuery(gateway, ['orderPreview', input], (client) => orderPreview(client, input));

/** The signed-in customer's profile. */
export const userDetailsQuery = (gateway: GatewayClient) =>
  customerQuery(gateway, ['profile'], (client) => userDetails(client));

export const orderQuery = (gateway: GatewayClient, orderRef: string) =>
  customerQuery(gateway, ['orders', orderRef], (client) => getOrder(client, { orderReference: orderRef }));

/** The orders a Blacknut activation code can come from. */
export const blacknutActivationQuery = (gateway: GatewayClient) =>
  customerQuery(gateway, ['orders', 'blacknutActivation'], async (client) => {
    const candidates = blacknutCandidateOrders(await userOrders(client));
    const orders = await Promise.all(
      candidates.map((order) => getOrder(client, { orderReference: order.order_ref })),
    );
    return blacknutActivation(orders);
  });

/** The order list of the manage pages (the reCAPTCHA token is the page's to give). */
export const manageOrderListQuery = (gateway: GatewayClient, reCaptchaToken: string) =>
  customerQuery(gateway, ['orders', 'manageOrderList'], (client) =>
    manageOrderList(client, { reCaptchaToken }),
  );

export const paylinkQuery = (gateway: GatewayClient, paylinkId: string) =>
  customerQuery(gateway, ['orders', 'paylink', paylinkId], (client) => paylinkDetails(client, { paylinkId }));

export const customerLinesQuery = (gateway: GatewayClient) =>
  customerQuery(gateway, ['lines'], (client) => loadCustomerLines(client));

/** A line's (or a lineless order's) home page. */
export const lineHomeQuery = (gateway: GatewayClient, orderRef: string) =>
  customerQuery(gateway, ['lines', orderRef, 'home'], (client) => loadLineHome(client, orderRef));

/** A line's service requests (one kind, or all). */
export const lineRequestsQuery = (gateway: GatewayClient, query: LineRequestsQuery) =>
  customerQuery(gateway, ['lines', query.orderRef, 'requests', query.type ?? 'all'], (client) =>
    loadLineRequests(client, query),
  );

export const savedCardsQuery = (gateway: GatewayClient, customerId: string) =>
  customerQuery(gateway, ['savedCards', customerId], (client) =>
    customerPaymentMethods(client, { customerId }),
  );

export const pendingCartsQuery = (gateway: GatewayClient, email: string) =>
  customerQuery(gateway, ['pendingCarts', email], (client) =>
    cartsByEmail(client, { email, status: 'PENDING' }),
  );
