import { cartsByEmail } from '../gateway/carts/carts-by-email.ts';
import { customerProfileParameters } from '../gateway/config/customer-profile-parameters.ts';
import { nationalities } from '../gateway/config/nationalities.ts';
import { addressLookup } from '../gateway/delivery/address-lookup.ts';
import { deliveryMethods } from '../gateway/delivery/delivery-methods.ts';
import { deliverySlots } from '../gateway/delivery/delivery-slots.ts';
import { ekycSpecifications } from '../gateway/ekyc/ekyc-specifications.ts';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import { cfdiCatalogues } from '../gateway/invoices/cfdi-catalogues.ts';
import { curpLineEligibility } from '../gateway/lines/curp-line-eligibility.ts';
import type { NumberChangeAction } from '../gateway/number-change/number-change.schema.ts';
import { numberChangeEligibility } from '../gateway/number-change/number-change-eligibility.ts';
import { getOrder } from '../gateway/orders/get-order.ts';
import { manageOrderList } from '../gateway/orders/manage-order-list.ts';
import { type OrderPreviewInput, orderPreview } from '../gateway/orders/order-preview.ts';
import { userOrders } from '../gateway/orders/user-orders.ts';
import { customerPaymentMethods } from '../gateway/payments/customer-payment-methods.ts';
import { enabledPaymentMethods } from '../gateway/payments/enabled-payment-methods.ts';
import { paylinkDetails } from '../gateway/payments/paylink-details.ts';
import { planSwitchCancelEligibility } from '../gateway/plan-switch/plan-switch-cancel-eligibility.ts';
import { planSwitchEligibility } from '../gateway/plan-switch/plan-switch-eligibility.ts';
import { planSwitchPreview } from '../gateway/plan-switch/plan-switch-preview.ts';
import { portInCancelEligibility } from '../gateway/port-in/port-in-cancel-eligibility.ts';
import { portInReinitiationEligibility } from '../gateway/port-in/port-in-reinitiation-eligibility.ts';
import { reschedulePayment } from '../gateway/reschedule/reschedule-payment.ts';
import { reversePortOutEligibility } from '../gateway/reverse-port-out/reverse-port-out-eligibility.ts';
import { userDetails } from '../gateway/session/user-details.ts';
import { simReplacementEligibility } from '../gateway/sim-replacement/sim-replacement-eligibility.ts';
import { terminationEligibility } from '../gateway/termination/termination-eligibility.ts';
import { loadCustomerLines } from '../machines/customer-lines/customer-lines.services.ts';
import { loadLineHome } from '../machines/line-home/line-home.services.ts';
import { portInOptions } from '../machines/port-in/port-in.services.ts';
import {
  type LineRequestsQuery,
  loadLineRequests,
} from '../machines/request-history/request-history.services.ts';
import { blacknutActivation, blacknutCandidateOrders } from '../orders/blacknut.ts';
import { customerQuery, referenceQuery } from './query-definition.ts';

// Every other cached gateway read, loaded with the screens and services that make them.

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

/** The SAT's régimen fiscal and uso de CFDI catalogues, named in the page's language. */
export const cfdiCataloguesQuery = (gateway: GatewayClient, langCode: string) =>
  referenceQuery(gateway, ['cfdiCatalogues', langCode], (client) => cfdiCatalogues(client, { langCode }));

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

/** Whether a line may switch plans now (the line page's "Change plan"), read again when the line changes. */
export const planSwitchEligibilityQuery = (
  gateway: GatewayClient,
  line: { orderRef: string; simNumber: string },
) =>
  customerQuery(gateway, ['lines', line.orderRef, 'planSwitch', 'eligibility'], (client) =>
    planSwitchEligibility(client, { simNumber: line.simNumber }),
  );

/** Whether the line's pending switch may be cancelled (the request history's Cancel). */
export const planSwitchCancelEligibilityQuery = (
  gateway: GatewayClient,
  line: { orderRef: string; simNumber: string },
) =>
  customerQuery(gateway, ['lines', line.orderRef, 'planSwitch', 'cancelEligibility'], (client) =>
    planSwitchCancelEligibility(client, { simNumber: line.simNumber }),
  );

/** The order preview of a switch to one plan (price, allowances, when and what it costs). */
export const planSwitchPreviewQuery = (
  gateway: GatewayClient,
  line: { orderRef: string; simNumber: string },
  sku: string,
) =>
  customerQuery(gateway, ['lines', line.orderRef, 'planSwitch', 'preview', sku], (client) =>
    planSwitchPreview(client, { simNumber: line.simNumber, sku }),
  );

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

/** A reschedule's booking and fee (payment by reschedule id): the rescheduling's result page. */
export const reschedulePaymentQuery = (gateway: GatewayClient, rescheduleId: string) =>
  customerQuery(gateway, ['reschedules', rescheduleId, 'payment'], (client) =>
    reschedulePayment(client, { rescheduleId }),
  );

/** Whether the line may have a new SIM, and why not (the line page's "Replace SIM"). */
export const simReplacementEligibilityQuery = (
  gateway: GatewayClient,
  line: { orderRef: string; accountNumber: string },
) =>
  customerQuery(gateway, ['lines', line.orderRef, 'simReplacement', 'eligibility'], (client) =>
    simReplacementEligibility(client, { accountNumber: line.accountNumber }),
  );

/** Whether a line may be cancelled now (the line page's "Cancel line"), read again when the line changes. */
export const terminationEligibilityQuery = (
  gateway: GatewayClient,
  line: { orderRef: string; accountNumber: string },
) =>
  customerQuery(gateway, ['lines', line.orderRef, 'termination', 'eligibility'], (client) =>
    terminationEligibility(client, { accountNumber: line.accountNumber }),
  );
/**
 * Whether a line may change its number, or take a previous one back, now (the line page's
 * "Change number" and "Recover a number"), read again when the line changes.
 */
export const numberChangeEligibilityQuery = (
  gateway: GatewayClient,
  line: { orderRef: string; accountNumber: string },
  action: NumberChangeAction,
) =>
  customerQuery(gateway, ['lines', line.orderRef, 'numberChange', action, 'eligibility'], (client) =>
    numberChangeEligibility(client, { accountNumber: line.accountNumber, action }),
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
 * Whether a line's transfer may be cancelled, or started again (the line page's entry to port-in
 * cancel and re-initiation, issue 30), read again when the line changes.
 */
export const portInChangesQuery = (gateway: GatewayClient, orderRef: string) =>
  customerQuery(gateway, ['lines', orderRef, 'portIn', 'changes'], async (client) => {
    const [cancel, reinitiation] = await Promise.all([
      portInCancelEligibility(client, { orderReference: orderRef }),
      portInReinitiationEligibility(client, { orderReference: orderRef }),
    ]);
    return { cancel, reinitiation };
  });

/** Whether a line may ask for its number back (the line page's "Bring my number back", issue 30). */
export const reversePortOutEligibilityQuery = (
  gateway: GatewayClient,
  line: { orderRef: string; accountNumber: string },
) =>
  customerQuery(gateway, ['lines', line.orderRef, 'reversePortOut', 'eligibility'], (client) =>
    reversePortOutEligibility(client, { accountNumber: line.accountNumber }),
  );
