import type { QueryClient } from '@tanstack/query-core';
import * as v from 'valibot';
import type { EkycSpecifications } from '../gateway/ekyc/ekyc-specifications.ts';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import { JOURNEY_CONDITIONS } from '../journey/journey-conditions.ts';
import type { JourneyStepData } from '../journey/journey-data.ts';
import { withDefaultFacts } from '../journey/journey-facts.ts';
import { ekycSpecificationsQuery } from '../queries/reference-queries.ts';
import type { Stores } from '../stores/create-stores.ts';
import { type Address, AddressSchema, emptyAddress } from '../stores/store-schemas.ts';
import {
  type AddressDetailsCheck,
  type AddressFormField,
  completeAddress,
  type ManualPlace,
  manualPlaceOf,
} from './address-details.form.ts';
import { journeyFactsFromStores } from './journey-facts.selector.ts';
import { applyEkycSpecifications } from './manual-ekyc.rules.ts';
import { readStepData } from './purchase-step-data.schemas.ts';

/**
 * The address step around its form (address-details.form.ts): where its values start, what is
 * focused on a refused submit, and what it leaves in the stores. Only the field values are the
 * screen's.
 */
export interface AddressDetailsValues {
  billing: Address;
  delivery: Address;
  /** The box as ticked; it counts only when a delivery address is asked at all. */
  sameAsBilling: boolean;
  /** Estado, municipio and colonia as typed for a postal code the lookup does not know. */
  billingManual: ManualPlace;
  deliveryManual: ManualPlace;
}

/**
 * A delivery address is asked when the journey's own condition says something is delivered
 * (a physical SIM, or an eSIM whose specification ships something).
 */
export function addressStepAsksDelivery(stores: Stores): boolean {
  return JOURNEY_CONDITIONS.deliveryNeeded.test(withDefaultFacts(journeyFactsFromStores(stores)));
}

/**
 * The address the account registered at its last purchase (the signed-in profile's `address`),
 * as the form holds one; null when the account has none (a first purchase, a guest).
 */
export function accountAddress(stores: Pick<Stores, 'store' | 'auth'>): Address | null {
  const known = stores.store.get(stores.auth.state).userDetails?.address;
  if (!known) return null;
  const address = v.safeParse(AddressSchema, known);
  return address.success ? address.output : null;
}

/**
 * Where the form starts: the step's saved data (read through the step's schema; another shape
 * counts as none), else the stores, else the address the account registered at its last purchase
 * (a second purchase fills in what the account knows). Same-as-billing is ticked unless
 * a different delivery address was given before: most people get the SIM where they live.
 */
export function addressDetailsStart(
  stores: Pick<Stores, 'store' | 'onboarding' | 'auth'>,
  stepData: JourneyStepData,
  asksDelivery: boolean,
): AddressDetailsValues {
  const onboarding = stores.store.get(stores.onboarding.state);
  const saved = readStepData('address-details', stepData);
  const stored = onboarding.billingAddressDetails;
  const billing = saved.billing ?? (stored.postalCode === '' ? (accountAddress(stores) ?? stored) : stored);
  const delivery =
    saved.delivery ?? (onboarding.sameAsBillingAddress ? emptyAddress() : onboarding.deliveryAddressDetails);
  return {
    billing,
    delivery,
    // An address stored without its typed place had it typed, if it was, into the address itself.
    billingManual: saved.billingManual ?? manualPlaceOf(billing),
    deliveryManual: saved.deliveryManual ?? manualPlaceOf(delivery),
    sameAsBilling:
      saved.sameAsBilling ??
      (onboarding.sameAsBillingAddress ||
        !asksDelivery ||
        onboarding.deliveryAddressDetails.postalCode === ''),
  };
}

/** The id of the first field to fix (billing before delivery), as `<section>-<field>`. */
export function firstAddressErrorField(check: AddressDetailsCheck): string | null {
  const section = !check.billing.valid ? 'billing' : 'delivery';
  const errors = section === 'billing' ? check.billing.errors : (check.delivery?.errors ?? {});
  const first = Object.keys(errors)[0] as AddressFormField | undefined;
  return first ? `${section}-${first}` : null;
}

/** The colonias to offer: the lookup's, and the one already chosen when the lookup lacks it. */
export function coloniaOptions(areas: readonly string[], chosen: string): string[] {
  return chosen && !areas.includes(chosen) ? [chosen, ...areas] : [...areas];
}

/**
 * The eKYC specification the next step is decided by: the one already read, else read now (through
 * the cache, joining the screen's read if it is still under way); a
 * failed read (now or before) gives null and the earlier answer stands (the order is refused
 * later if eKYC was due).
 */
export async function specificationForNextStep(
  { gateway, queryClient }: { gateway: GatewayClient; queryClient: QueryClient },
  read: { specification: EkycSpecifications | undefined; failed: boolean },
): Promise<EkycSpecifications | null> {
  if (read.specification) return read.specification;
  if (read.failed) return null;
  return queryClient.fetchQuery(ekycSpecificationsQuery(gateway)).catch(() => null);
}

/**
 * The step's values into the stores (billing first: the same-as-billing rule then copies it over
 * delivery), with the eKYC specification the journey's next condition reads; returns the step data.
 */
export function saveAddressDetails(
  stores: Pick<Stores, 'store' | 'onboarding'>,
  values: AddressDetailsValues,
  asksDelivery: boolean,
  specification: EkycSpecifications | null,
): JourneyStepData {
  const { store, onboarding } = stores;
  const same = values.sameAsBilling || !asksDelivery;
  store.set(onboarding.setBillingAddress, completeAddress(values.billing));
  if (!same)
    store.set(onboarding.state, (previous) => ({
      ...previous,
      deliveryAddressDetails: completeAddress(values.delivery),
    }));
  store.set(onboarding.setSameAsBilling, same);
  if (specification)
    store.set(onboarding.state, (previous) => applyEkycSpecifications(previous, specification));
  return {
    billing: values.billing,
    delivery: values.delivery,
    sameAsBilling: values.sameAsBilling,
    billingManual: values.billingManual,
    deliveryManual: values.deliveryManual,
  };
}
