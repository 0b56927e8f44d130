import * as v from 'valibot';
import type { Channel } from '../../config/constants.ts';
import type { PostalAddress } from '../../gateway/delivery/postal-address.schema.ts';
import type { NumberCategory, OrderItemType } from '../../gateway/enums.ts';
import type { NumberCategoryOffer } from '../../gateway/numbers/number-categories.ts';
import type { CreateOrderBody } from '../../gateway/orders/create-order.ts';
import type { OrderItemRequest } from '../../gateway/orders/order-item.schema.ts';
import type { OrderPreviewInput } from '../../gateway/orders/order-preview.ts';
import type { PromoCodeResult } from '../../gateway/orders/promo-code-result.schema.ts';
import { purchaseAutoRenewal, purchaseAutoRenewalOffer } from '../../purchase/auto-renewal-offer.ts';
import type { OnboardingState } from '../../stores/onboarding.store.ts';
import type { Address } from '../../stores/store-schemas.ts';
import { checkoutNeedsNumberCategories } from './checkout-needs-number-categories.ts';

/**
 * The order the customer is about to place, built from what the purchase steps stored: the
 * order-summary screen previews it and then creates it. One builder for both, so the priced
 * basket and the created order can never differ.
 */

/** The onboarding fields the order is built from. */
export type CheckoutOnboarding = Pick<
  OnboardingState,
  | 'selectedPrimaryProducts'
  | 'selectedSecondaryProducts'
  | 'selectedProductType'
  | 'selectedSimType'
  | 'selectedNumberType'
  | 'selectedNumber'
  | 'selectedCategory'
  | 'currentTelcoNumber'
  | 'selectedTelcoDonor'
  | 'personalDetails'
  | 'billingAddressDetails'
  | 'deliveryAddressDetails'
  | 'selectedDeliveryMethod'
  | 'selectedDeliverySlot'
  | 'selectedSelfPickUpAddress'
  | 'isEsimDeliveryNeeded'
  | 'selectedPromoCodes'
> &
  // The order summary's auto-renewal box (the spec's autoRenewalConfig); absent: not ticked.
  // The retail store the assistant named (retail onboarding); a retail order carries it.
  Partial<Pick<OnboardingState, 'autoRenewalConfig' | 'selectedStoreId'>>;

export interface CheckoutSelection {
  onboarding: CheckoutOnboarding;
  channel: Channel;
  /** The account e-mail (auth store), used when the personal details carry none. */
  accountEmail?: string | null | undefined;
  /** The new-number categories, to find the NEW_NUMBER sku of the chosen category. */
  numberCategories?: readonly NumberCategoryOffer[] | undefined;
  /** The request id of the port-in code the customer validated, where the number step kept it. */
  portInRequestId?: string | null | undefined;
}

/** Mexico is the only country Senda sells in: an address form that left the country empty means MX. */
export const DEFAULT_COUNTRY = 'MX';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The NEW_NUMBER line's sku. The number step may have stored the category code (FREE_NUMBER), the
 * category's sku, or a golden number's pattern sku (premium numbers are sold by pattern, each at its
 * price: not one of the categories, it is sent as it is); without a choice, the free category (the
 * number search starts there).
 */
export function newNumberSku(
  selectedCategory: string | null,
  categories: readonly NumberCategoryOffer[] = [],
): string | undefined {
  const wanted = text(selectedCategory);
  const match = categories.find(
    (category) => category.sku === wanted || category.category === (wanted as NumberCategory | undefined),
  );
  if (match) return match.sku;
  if (wanted && !/^(FREE|PREMIUM)_NUMBER$/.test(wanted)) return wanted;
  return categories.find((category) => category.category === 'FREE_NUMBER')?.sku;
}

/** What is being bought: the plan, its add-ons and bundles, and a new number's line. */
export function checkoutItems(selection: CheckoutSelection): OrderItemRequest[] {
  const { onboarding } = selection;
  const items: OrderItemRequest[] = [];
  const plan = onboarding.selectedPrimaryProducts[0];
  if (plan) items.push({ itemType: 'PLAN', sku: plan.sku });
  for (const product of onboarding.selectedSecondaryProducts) {
    const category = (product as { category?: unknown }).category;
    items.push({ itemType: category === 'BUNDLE' ? 'BUNDLE' : 'ADDON', sku: product.sku });
  }
  if (checkoutNeedsNumberCategories(onboarding)) {
    const sku = newNumberSku(onboarding.selectedCategory, selection.numberCategories);
    if (sku) items.push({ itemType: 'NEW_NUMBER', sku });
  }
  return items;
}

/**
 * The basket's lines known before the gateway prices it, as item types: what the order summary
 * draws while it waits, line for line, so the priced basket takes the placeholder's place without
 * moving what is below it. The new number's line is known before its sku (that waits
 * for the number categories). Lines only the gateway adds (fees, rewards) come with its answer.
 */
export function expectedBasketLines(selection: CheckoutSelection): OrderItemType[] {
  const types = checkoutItems(selection).map((item) => item.itemType);
  if (checkoutNeedsNumberCategories(selection.onboarding) && !types.includes('NEW_NUMBER')) {
    types.push('NEW_NUMBER');
  }
  return types;
}

/** Something has to be delivered: a physical SIM, or an eSIM whose specification says so. */
export function needsDelivery(
  onboarding: Pick<CheckoutOnboarding, 'selectedSimType' | 'isEsimDeliveryNeeded'>,
) {
  return onboarding.selectedSimType === 'physical_sim' || onboarding.isEsimDeliveryNeeded;
}

const deliveryType = (onboarding: CheckoutOnboarding) => onboarding.selectedDeliveryMethod?.type;

/** The preview request, or null before a plan is chosen (the gateway prices nothing without one). */
export function checkoutPreviewInput(selection: CheckoutSelection): OrderPreviewInput | null {
  const { onboarding } = selection;
  const items = checkoutItems(selection);
  if (!items.some((item) => item.itemType === 'PLAN')) return null;
  const method = needsDelivery(onboarding) ? deliveryType(onboarding) : undefined;
  return {
    orderType: 'SIM_ONLY',
    channel: selection.channel,
    simType: onboarding.selectedSimType,
    numberType: onboarding.selectedNumberType,
    items,
    ...(method ? { deliveryMethod: method } : {}),
    promoCodes: [...onboarding.selectedPromoCodes],
  };
}

function postalAddress(address: Address): PostalAddress {
  return { ...address, country: address.country.trim() || DEFAULT_COUNTRY };
}

/**
 * The create-order body. Only the codes the preview APPLIED go with it: a refused code would only
 * be refused again. The body is not checked here: `createOrder` checks it against the gateway's
 * schema before sending, and `orderBodyProblem` says what is missing.
 */
export function checkoutOrderBody(
  selection: CheckoutSelection,
  appliedPromoCodes: readonly string[],
): CreateOrderBody {
  const { onboarding } = selection;
  const personal = onboarding.personalDetails;
  const donor = onboarding.selectedTelcoDonor;
  const method = needsDelivery(onboarding) ? deliveryType(onboarding) : undefined;
  const portInRequestId = text(selection.portInRequestId) ?? donor?.requestId;
  const donorId = donor?.id;
  const transfer = onboarding.selectedNumberType === 'PORT_IN';
  const slotId = onboarding.selectedDeliverySlot?.slotId;
  const pickupLocationId = onboarding.selectedSelfPickUpAddress?.id;
  // Only when the box was ticked for the terms shown now (the plan's price and period).
  const autoRenewal = purchaseAutoRenewal(
    onboarding.autoRenewalConfig,
    purchaseAutoRenewalOffer(onboarding.selectedPrimaryProducts),
  );

  return {
    orderType: 'SIM_ONLY',
    channel: selection.channel,
    ...(selection.channel === 'retail' && onboarding.selectedStoreId
      ? { retailStoreId: onboarding.selectedStoreId }
      : {}),
    productType: onboarding.selectedProductType,
    simType: onboarding.selectedSimType,
    numberType: onboarding.selectedNumberType,
    items: checkoutItems(selection),
    promoCodes: appliedPromoCodes.map((code) => ({ promo_code: code })),
    ...(!transfer && onboarding.selectedNumber ? { selectedNumber: onboarding.selectedNumber } : {}),
    ...(transfer && onboarding.currentTelcoNumber && donorId && portInRequestId
      ? { portIn: { number: onboarding.currentTelcoNumber, donor: donorId, requestId: portInRequestId } }
      : {}),
    customer: {
      firstName: personal.firstName.trim(),
      middleName: personal.middleName.trim(),
      lastName: personal.lastName.trim(),
      dob: personal.dob.trim(),
      ...(personal.contactNumber.replace(/\D/g, '') === ''
        ? {}
        : { contactNumber: personal.contactNumber.replace(/\D/g, '') }),
      email: personal.email.trim() || (selection.accountEmail ?? '').trim(),
      nationality: personal.nationality.trim(),
      ...(personal.curp.trim() ? { curp: personal.curp.trim().toUpperCase() } : {}),
    },
    // None asked when nothing is delivered (the address step's condition in the journey file).
    ...(onboarding.billingAddressDetails.postalCode.trim()
      ? { billingAddress: postalAddress(onboarding.billingAddressDetails) }
      : {}),
    ...(autoRenewal ? { autoRenewal } : {}),
    ...(method
      ? {
          delivery: {
            method,
            ...(method === 'DOORSTEP_DELIVERY'
              ? { address: postalAddress(onboarding.deliveryAddressDetails), ...(slotId ? { slotId } : {}) }
              : {}),
            ...(method === 'SELF_PICKUP' && pickupLocationId ? { pickupLocationId } : {}),
          },
        }
      : {}),
  };
}

/** The codes the preview applied, in the preview's order. */
export function appliedPromoCodes(results: readonly PromoCodeResult[] | undefined): string[] {
  return (results ?? []).filter((result) => result.status === 'APPLIED').map((result) => result.promo_code);
}

/**
 * A fingerprint of the order as it would be created: the summary reuses the order it already
 * created when nothing changed (back and Next again), and creates a new one only when it did.
 */
export function orderFingerprint(body: CreateOrderBody): string {
  return stableJson(body);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Which part of the purchase a refused order body points at, so the message can say where to look. */
export type OrderBodySection = 'plan' | 'number' | 'customer' | 'billing' | 'delivery' | 'other';

const SECTION_MESSAGE: Readonly<Record<OrderBodySection, string>> = {
  plan: 'order_summary.invalid.plan',
  number: 'order_summary.invalid.number',
  customer: 'order_summary.invalid.customer',
  billing: 'order_summary.invalid.billing',
  delivery: 'order_summary.invalid.delivery',
  other: 'order_summary.invalid.other',
};

const ROOT_SECTION: Readonly<Record<string, OrderBodySection>> = {
  items: 'plan',
  productType: 'plan',
  simType: 'plan',
  selectedNumber: 'number',
  portIn: 'number',
  numberType: 'number',
  customer: 'customer',
  billingAddress: 'billing',
  delivery: 'delivery',
};

/** The cross-field checks of the create-order schema, by the words of their messages. */
const CHECK_SECTION: readonly [RegExp, OrderBodySection][] = [
  [/billingAddress/, 'billing'],
  [/selectedNumber|portIn/, 'number'],
  [/delivery|pickup/, 'delivery'],
];

/**
 * What a ValiError from `createOrder`'s body check means for the customer: the section of the
 * purchase with a missing or invalid field, and its message id. Null for any other error.
 */
export function orderBodyProblem(error: unknown): { section: OrderBodySection; messageId: string } | null {
  if (!v.isValiError(error)) return null;
  const [issue] = error.issues;
  const root = issue?.path?.[0]?.key;
  let section: OrderBodySection =
    typeof root === 'string' && ROOT_SECTION[root] ? (ROOT_SECTION[root] as OrderBodySection) : 'other';
  if (section === 'other' && issue) {
    section = CHECK_SECTION.find(([pattern]) => pattern.test(issue.message))?.[1] ?? 'other';
  }
  return { section, messageId: SECTION_MESSAGE[section] };
}
