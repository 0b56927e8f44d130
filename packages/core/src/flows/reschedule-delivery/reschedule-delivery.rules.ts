import * as v from 'valibot';
import type { DeliveryMethod } from '../../gateway/delivery/delivery-methods.ts';
import { type PostalAddress, PostalAddressSchema } from '../../gateway/delivery/postal-address.schema.ts';
import { RESCHEDULE_CODE_PATTERN } from '../../gateway/orders/reschedule-code.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { JourneyData } from '../../journey/index.ts';
import type { RescheduleDeliveryState } from '../../stores/reschedule-delivery.store.ts';
import type { RescheduleDeliveryMethod } from './gateway/index.ts';
import type {
  RescheduleChoice,
  RescheduleEligible,
  RescheduleLinkRefusal,
} from './reschedule-delivery.types.ts';

/** The address step as it is kept: same-as-billing, or the address typed (kept or changed). */
const AddressStepSchema = v.object({
  sameAsBilling: v.optional(v.boolean(), false),
  address: v.optional(PostalAddressSchema),
});

/**
 * Where a doorstep redelivery goes: the billing address when same-as-billing is ticked (the spec: it
 * copies the billing address over the delivery address), else the address the step kept, else the
 * address the SIM did not reach.
 */
export function rescheduleAddress(data: JourneyData, details: RescheduleEligible): PostalAddress {
  const parsed = v.safeParse(AddressStepSchema, data.address ?? {});
  if (parsed.success && parsed.output.sameAsBilling) return details.billingAddress;
  if (parsed.success && parsed.output.address) return parsed.output.address;
  return details.deliveryAddress;
}

/** Whether same-as-billing is ticked on the address step. */
export function sameAsBilling(data: JourneyData): boolean {
  const parsed = v.safeParse(AddressStepSchema, data.address ?? {});
  return parsed.success && parsed.output.sameAsBilling;
}

/**
 * The new delivery the review sends, from the choice kept in the reschedule store: a doorstep
 * window (with the address of the first step) or a store; null while it is not complete.
 */
export function rescheduleChoice(
  data: JourneyData,
  details: RescheduleEligible,
  state: Pick<
    RescheduleDeliveryState,
    'selectedDeliveryMethod' | 'selectedDeliverySlot' | 'selectedSelfPickUpAddress'
  >,
): RescheduleChoice | null {
  const method = state.selectedDeliveryMethod?.type;
  if (method === 'DOORSTEP_DELIVERY') {
    const slot = state.selectedDeliverySlot;
    if (!slot?.available) return null;
    return { method, address: rescheduleAddress(data, details), slotId: slot.slotId };
  }
  if (method === 'SELF_PICKUP') {
    const store = state.selectedSelfPickUpAddress;
    return store ? { method, pickupLocationId: store.id } : null;
  }
  return null;
}

/**
 * The method as the spec's reschedule store keeps it (the purchase's delivery-method shape): the fee
 * the link's answer quotes and, at the door, the slot calendar its windows come from.
 */
export function rescheduleMethod(
  details: RescheduleEligible,
  type: RescheduleDeliveryMethod,
): DeliveryMethod {
  return {
    type,
    name: type,
    description: '',
    fee: details.fees[type],
    enabled: true,
    ...(type === 'DOORSTEP_DELIVERY' ? { slotId: details.slotCalendarId } : {}),
  };
}

/** What a redelivery by this method costs (MXN, IVA included): the fee the link's answer quotes. */
export function redeliveryFee(details: RescheduleEligible, method: RescheduleDeliveryMethod): number {
  return details.fees[method].amount;
}

/** A fee is due for this choice: the review says "confirm and pay" and payment follows. */
export function redeliveryFeeDue(
  details: RescheduleEligible,
  method: RescheduleDeliveryMethod | null,
): boolean {
  return method !== null && redeliveryFee(details, method) > 0;
}

const REFUSAL_MESSAGES: Readonly<Record<RescheduleLinkRefusal, MessageId>> = {
  INVALID: 'reschedule_delivery.refused.invalid',
  USED: 'reschedule_delivery.refused.used',
  EXPIRED: 'reschedule_delivery.refused.expired',
  OTHER_CUSTOMER: 'reschedule_delivery.refused.other_customer',
  TOO_MANY_TRIES: 'reschedule_delivery.refused.too_many_tries',
};

/** The gateway's refusal past the wrong-code limit (429, GATEWAY-CONTRACT.md). */
export const RESCHEDULE_CODE_TRIES_EXCEEDED = 'RESCHEDULE_CODE_TRIES_EXCEEDED';

/** Whole minutes to wait, from the refusal's Retry-After (at least one; 15 when it says nothing). */
export const minutesToWait = (retryAfterSeconds: number | undefined): number =>
  Math.max(1, Math.ceil((retryAfterSeconds ?? 15 * 60) / 60));

/** Why the link cannot be used, in the customer's words. */
export const rescheduleRefusalMessageId = (reason: RescheduleLinkRefusal): MessageId =>
  REFUSAL_MESSAGES[reason];

/** Where the e-mail's link carries its code. */
export const RESCHEDULE_CODE_QUERY_NAMES = ['code'] as const;

/**
 * The link's code from the page's address (`code=`), trimmed (a mail client may leave a space) and
 * checked; null when absent or malformed. index.html's early read takes it the same way
 * (first-read.ts), so it never reads a code the page would not.
 */
export function readRescheduleCode(search: string): string | null {
  const code = new URLSearchParams(search).get(RESCHEDULE_CODE_QUERY_NAMES[0])?.trim();
  return code !== undefined && RESCHEDULE_CODE_PATTERN.test(code) ? code : null;
}
