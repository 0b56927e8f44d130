import type { DeliveryMethod } from '../gateway/delivery/delivery-methods.ts';
import type { DeliverySlot } from '../gateway/delivery/delivery-slot.schema.ts';
import type { PickupLocation } from '../gateway/delivery/pickup-location.schema.ts';
import { selfPickupAddresses } from '../gateway/delivery/self-pickup-addresses.ts';
import type { DeliveryType } from '../gateway/enums.ts';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import type { JourneyStepData } from '../journey/journey-data.ts';
import { shipToLines } from '../orders/ship-to-lines.ts';
import type { OnboardingState } from '../stores/onboarding.store.ts';
import type { Address } from '../stores/store-schemas.ts';
import { isValidZipCode } from '../validation/numbers.ts';
import {
  firstDeliveryDate,
  needsDeliverySlot,
  PICKUP_LOOKUP_FAILED_MESSAGE_ID,
  pickupLookupOutcome,
  type SlotDay,
  selectableDeliveryMethods,
  slotsByDay,
  storedDeliveryType,
  validateDelivery,
} from './delivery.rules.ts';
import { type FieldMessage, fieldMessage } from './field-message.ts';
import { readStepData } from './purchase-step-data.schemas.ts';

/**
 * The delivery step as its screen shows it. No machine: the step has one flow of its own, the
 * pick-up search (a postal code in, a location or a reason out), and it is a single call whose
 * states are the four of `PickupSearch`; the methods and the slots are plain reads the gateway
 * query layer caches, retries and reloads (its states would only be copied into a machine).
 * What the customer chose lives in the step's draft so a reload keeps it.
 */

/** The pick-up search by postal code. */
export type PickupSearch =
  | { status: 'idle' }
  | { status: 'invalidZip' }
  | { status: 'finding' }
  | { status: 'found' }
  /** No location serves the code, or the lookup failed: the spec's notification's message. */
  | { status: 'none' | 'failed'; messageId: MessageId };

export type PickupLookupResult =
  | { status: 'invalidZip' }
  | { status: 'found'; location: PickupLocation }
  | { status: 'none' | 'failed'; messageId: MessageId };

/**
 * Looks the postal code up (the spec: the first location serving it). A code of the wrong size is not
 * sent; a failed or malformed answer is `failed` with the spec's message, never thrown.
 */
export async function lookUpPickup(
  gateway: GatewayClient,
  zip: string,
  zipCodeSize: number,
): Promise<PickupLookupResult> {
  if (!isValidZipCode(zip, zipCodeSize)) return { status: 'invalidZip' };
  try {
    const outcome = pickupLookupOutcome(await selfPickupAddresses(gateway, { zipcode: zip }));
    return outcome.kind === 'found'
      ? { status: 'found', location: outcome.location }
      : { status: 'none', messageId: outcome.messageId };
  } catch {
    return { status: 'failed', messageId: PICKUP_LOOKUP_FAILED_MESSAGE_ID };
  }
}

export interface DeliveryViewInput {
  /** The gateway's methods, once read. */
  methods: readonly DeliveryMethod[] | undefined;
  type: DeliveryType | null;
  /** The chosen method's slots, once read. */
  slots: readonly DeliverySlot[] | undefined;
  slotId: string | null;
  zip: string;
  zipCodeSize: number;
  pickup: PickupLocation | null;
  search: PickupSearch;
  /** Next was pressed with something missing. */
  showErrors: boolean;
  /** Where a doorstep delivery goes (the address step's). */
  address: Address;
}

export interface DeliveryChoice {
  method: DeliveryMethod;
  slot: DeliverySlot | undefined;
  pickupLocation: PickupLocation | undefined;
  pickupZipCode: string;
}

export interface DeliveryView {
  selectable: DeliveryMethod[];
  /** The method shown chosen: the customer's, else the one chosen for them (`shownDeliveryType`). */
  type: DeliveryType | null;
  method: DeliveryMethod | undefined;
  /** The slot shown chosen: the customer's, else the earliest free window of the method's calendar. */
  slotId: string | null;
  /** The slot calendar to read, when the method delivers in slots. */
  slotCalendar: string | undefined;
  slotDays: SlotDay[];
  /** The slots were read and none is free. */
  noFreeSlots: boolean;
  /** The earliest day with a free window: what the step promises, said as a date. */
  firstDeliveryDate: string | undefined;
  methodError: FieldMessage | null;
  slotError: FieldMessage | null;
  /** Under the postal code: a wrong size, why no location came back, or the location missing. */
  zipError: FieldMessage | null;
  /** The ship-to lines of the delivery address; empty when none was given. */
  addressLines: string[];
  showErrorSummary: boolean;
  /**
   * Pick-up chosen with a usable postal code and no location yet: looked up on its own, once
   * per visit (the screen keeps the "once").
   */
  lookUpOnOpen: boolean;
  /** What Next stores and sends on, or null while something is missing. */
  choice: DeliveryChoice | null;
}

function zipError(input: DeliveryViewInput, pickupError: FieldMessage | undefined): FieldMessage | null {
  const { search } = input;
  if (search.status === 'invalidZip')
    return fieldMessage('validation.address.zip_code', { size: input.zipCodeSize });
  // The notification fades; the reason stays under the field.
  if ((search.status === 'none' || search.status === 'failed') && !input.pickup)
    return fieldMessage(search.messageId);
  return pickupError ?? null;
}

const chosenMethod = (methods: readonly DeliveryMethod[] | undefined, type: DeliveryType | null) =>
  selectableDeliveryMethods(methods ?? []).find((candidate) => candidate.type === type);

/** The slot calendar to read for the chosen method: one that delivers in slots has one. */
export function deliverySlotCalendar(
  methods: readonly DeliveryMethod[] | undefined,
  type: DeliveryType | null,
): string | undefined {
  const method = chosenMethod(methods, type);
  return method && needsDeliverySlot(method) ? method.slotId : undefined;
}

/**
 * The method the step opens on when the customer has not chosen one: doorstep delivery once they
 * gave a delivery address on the step before (they just told us where they live, and the fee is on
 * its card and in the total), else none. Picking up stays one tap away.
 */
export function shownDeliveryType(
  methods: readonly DeliveryMethod[] | undefined,
  type: DeliveryType | null,
  address: Address,
): DeliveryType | null {
  if (type) return type;
  const gaveAddress = address.street.trim() !== '' && address.postalCode.trim() !== '';
  const doorstep = selectableDeliveryMethods(methods ?? []).some(
    (candidate) => candidate.type === 'DOORSTEP_DELIVERY',
  );
  return gaveAddress && doorstep ? 'DOORSTEP_DELIVERY' : null;
}

/** The earliest free window, in day and time order: what most buyers take, pre-chosen. */
export function earliestFreeSlot(slots: readonly DeliverySlot[] | undefined): DeliverySlot | undefined {
  return slotsByDay(slots ?? [])
    .flatMap((day) => day.slots)
    .find((candidate) => candidate.available);
}

export function deliveryView(input: DeliveryViewInput): DeliveryView {
  const selectable = selectableDeliveryMethods(input.methods ?? []);
  const type = shownDeliveryType(input.methods, input.type, input.address);
  const method = chosenMethod(input.methods, type);
  const slotId =
    input.slotId ?? (needsDeliverySlot(method) ? (earliestFreeSlot(input.slots)?.slotId ?? null) : null);
  const slot = input.slots?.find((candidate) => candidate.slotId === slotId);
  const pickupLocation = input.pickup ?? undefined;
  const check = validateDelivery({ method, slot, pickupLocation });
  const shown = (field: 'method' | 'slot' | 'pickup') => (input.showErrors ? check.errors[field] : undefined);
  return {
    selectable,
    type,
    method,
    slotId,
    slotCalendar: deliverySlotCalendar(input.methods, type),
    slotDays: slotsByDay(input.slots ?? []),
    noFreeSlots: input.slots !== undefined && !input.slots.some((candidate) => candidate.available),
    firstDeliveryDate: firstDeliveryDate(input.slots ?? []),
    methodError: shown('method') ?? null,
    slotError: shown('slot') ?? null,
    zipError: zipError(input, shown('pickup')),
    addressLines: shipToLines(input.address),
    showErrorSummary: input.showErrors && !check.valid,
    lookUpOnOpen:
      method?.type === 'SELF_PICKUP' && !input.pickup && isValidZipCode(input.zip, input.zipCodeSize),
    choice: check.valid && method ? { method, slot, pickupLocation, pickupZipCode: input.zip } : null,
  };
}

/** What the step saves: the method, and the slot or the pick-up code and location. */
export function deliveryStepData(choice: DeliveryChoice): JourneyStepData {
  return {
    method: choice.method.type,
    ...(choice.slot ? { slotId: choice.slot.slotId } : {}),
    ...(choice.method.type === 'SELF_PICKUP'
      ? { zip: choice.pickupZipCode, locationId: choice.pickupLocation?.id }
      : {}),
  };
}

export interface DeliveryStart {
  type: DeliveryType | null;
  slotId: string | null;
  zip: string;
  pickup: PickupLocation | null;
}

/**
 * Where the step starts: the step's saved data (read through the step's schema), else what the
 * stores hold (the pick-up code falls back to the delivery address's).
 */
export function deliveryStart(
  onboarding: Pick<
    OnboardingState,
    | 'selectedDeliveryMethod'
    | 'selectedDeliverySlot'
    | 'selectedSelfPickUpAddress'
    | 'selfPickupZipCode'
    | 'deliveryAddressDetails'
  >,
  stepData: JourneyStepData,
): DeliveryStart {
  const saved = readStepData('delivery', stepData);
  return {
    type: saved.method ?? storedDeliveryType(onboarding) ?? null,
    slotId: saved.slotId ?? onboarding.selectedDeliverySlot?.slotId ?? null,
    zip: saved.zip || onboarding.selfPickupZipCode || onboarding.deliveryAddressDetails.postalCode || '',
    pickup: onboarding.selectedSelfPickUpAddress,
  };
}
