import { customerProfileParameters } from '../gateway/config/customer-profile-parameters.ts';
import { nationalities } from '../gateway/config/nationalities.ts';
import { webfrontSettings } from '../gateway/config/webfront-settings.ts';
import { networkCoverage } from '../gateway/coverage/network-coverage.ts';
import { addressLookup } from '../gateway/delivery/address-lookup.ts';
import { deliveryMethods } from '../gateway/delivery/delivery-methods.ts';
import { deliverySlots } from '../gateway/delivery/delivery-slots.ts';
import { esimDeliverySpecification } from '../gateway/delivery/esim-delivery-specification.ts';
import { ekycSpecifications } from '../gateway/ekyc/ekyc-specifications.ts';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import { cfdiCatalogues } from '../gateway/invoices/cfdi-catalogues.ts';
import { esimBrands } from '../gateway/numbers/esim-brands.ts';
import { esimDevices } from '../gateway/numbers/esim-devices.ts';
import { enabledPaymentMethods } from '../gateway/payments/enabled-payment-methods.ts';
import { referenceQuery } from './query-definition.ts';

// Reference data, the same for every customer (catalogues, configuration, option lists), read by
// the purchase steps and the pages that reuse them.
// Kept apart so that a page bundles only the reads it makes and what they need.

/** Age limits and postal-code size (personal details, address details, delivery). */
export const customerProfileParametersQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['customerProfileParameters'], (client) => customerProfileParameters(client));

export const nationalitiesQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['nationalities'], (client) => nationalities(client));

/** The eKYC specification (address details decides the next step by it; manual eKYC follows it). */
export const ekycSpecificationsQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['ekycSpecifications'], (client) => ekycSpecifications(client));

/** Whether an eSIM order ships something too (the plan choice decides the delivery step by it). */
export const esimDeliverySpecificationQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['esimDeliverySpecification'], (client) => esimDeliverySpecification(client));

/** The phone brands with eSIM models, then one brand's models (the eSIM compatibility check). */
export const esimBrandsQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['esimBrands'], (client) => esimBrands(client));

export const esimDevicesQuery = (gateway: GatewayClient, brand: string) =>
  referenceQuery(gateway, ['esimDevices', brand], (client) => esimDevices(client, { brand }));

export const deliveryMethodsQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['deliveryMethods'], (client) => deliveryMethods(client));

export const deliverySlotsQuery = (gateway: GatewayClient, slotId: string) =>
  referenceQuery(gateway, ['deliverySlots', slotId], (client) => deliverySlots(client, { slotId }));

export const addressLookupQuery = (gateway: GatewayClient, input: { country: string; postalCode: string }) =>
  referenceQuery(gateway, ['addressLookup', input.country, input.postalCode], (client) =>
    addressLookup(client, input),
  );

/** The operator's coverage at a postal code (plan selection's "¿Hay señal donde vives?"). */
export const networkCoverageQuery = (gateway: GatewayClient, postalCode: string) =>
  referenceQuery(gateway, ['networkCoverage', postalCode], (client) =>
    networkCoverage(client, { postalCode }),
  );

export const enabledPaymentMethodsQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['enabledPaymentMethods'], (client) => enabledPaymentMethods(client));

// --- The customer's own data ---

/** The SAT's régimen fiscal and uso de CFDI catalogues, named in the page's language. */
export const cfdiCataloguesQuery = (gateway: GatewayClient, langCode: string) =>
  referenceQuery(gateway, ['cfdiCatalogues', langCode], (client) => cfdiCatalogues(client, { langCode }));

/** The storefront's settings (the spec's webfront-settings): the reCAPTCHA site key among them. */
export const webfrontSettingsQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['config', 'webfrontSettings'], (client) => webfrontSettings(client));
