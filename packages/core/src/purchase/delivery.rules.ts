import type { DeliveryMethod } from '../gateway/delivery/delivery-methods.ts';
import type { DeliverySlot } from '../gateway/delivery/delivery-slot.schema.ts';
import type { OpeningHours, PickupLocation } from '../gateway/delivery/pickup-location.schema.ts';
import { firstPickupLocation, type SelfPickupAddresses } from '../gateway/delivery/self-pickup-addresses.ts';
import type { DeliveryType } from '../gateway/enums.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import type { OnboardingState } from '../stores/onboarding.store.ts';
import { type FieldErrors, type FormCheck, fieldMessage, formCheck } from './field-message.ts';

/** A failed pick-up lookup is reported by this notification. */
export const PICKUP_LOOKUP_FAILED_MESSAGE_ID: MessageId = 'notifications.pickup_address_error';
/** Self pickup with no locations raises an error. */
export const NO_PICKUP_LOCATIONS_MESSAGE_ID: MessageId = 'notifications.no_pickup_locations';

/** The methods the customer may choose: those the gateway has not switched off. */
export const selectableDeliveryMethods = (methods: readonly DeliveryMethod[]): DeliveryMethod[] =>
  methods.filter((method) => method.enabled);

/** A doorstep method with a slot calendar needs a slot; one without delivers when it can. */
export const needsDeliverySlot = (method: DeliveryMethod | undefined): boolean =>
  method?.type === 'DOORSTEP_DELIVERY' && Boolean(method.slotId);

export interface SlotDay {
  date: string;
  slots: DeliverySlot[];
  /** Every window of the day is booked. */
  full: boolean;
}

/** Slots grouped by day, days and windows in time order, for a picker that reads day by day. */
export function slotsByDay(slots: readonly DeliverySlot[]): SlotDay[] {
  const days = new Map<string, DeliverySlot[]>();
  for (const slot of [...slots].sort((a, b) =>
    `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`),
  )) {
    days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  }
  return [...days].map(([date, daySlots]) => ({
    date,
    slots: daySlots,
    full: daySlots.every((slot) => !slot.available),
  }));
}

/**
 * The first day a SIM can arrive: the earliest day with a free window in the slot calendar, which
 * is the gateway's answer on delivery availability. The step says this date rather than a fixed
 * "2 to 5 business days", so the promise is the one the calendar keeps; none while no window is free.
 */
export function firstDeliveryDate(slots: readonly DeliverySlot[]): string | undefined {
  return slotsByDay(slots).find((day) => !day.full)?.date;
}

/** What a pick-up lookup by postal code gives: the first location, or the spec's error. */
export function pickupLookupOutcome(
  addresses: SelfPickupAddresses,
): { kind: 'found'; location: PickupLocation } | { kind: 'none'; messageId: MessageId } {
  const location = firstPickupLocation(addresses);
  return location ? { kind: 'found', location } : { kind: 'none', messageId: NO_PICKUP_LOCATIONS_MESSAGE_ID };
}

export type DeliveryField = 'method' | 'slot' | 'pickup';

/** The delivery step: a method, then a free slot (doorstep) or a pick-up location (self pickup). */
export function validateDelivery(input: {
  method: DeliveryMethod | undefined;
  slot: DeliverySlot | undefined;
  pickupLocation: PickupLocation | undefined;
}): FormCheck<DeliveryField> {
  const errors: FieldErrors<DeliveryField> = {};
  if (!input.method) errors.method = fieldMessage('validation.delivery.method_required');
  else if (needsDeliverySlot(input.method) && !input.slot?.available) {
    errors.slot = fieldMessage('validation.delivery.slot_required');
  } else if (input.method.type === 'SELF_PICKUP' && !input.pickupLocation) {
    errors.pickup = fieldMessage('validation.delivery.pickup_required');
  }
  return formCheck(errors);
}

type DeliveryState = Pick<
  OnboardingState,
  'selectedDeliveryMethod' | 'selectedDeliverySlot' | 'selectedSelfPickUpAddress' | 'selfPickupZipCode'
>;

/**
 * The choice as the store keeps it. Only what the chosen method uses is kept: a slot left over
 * from doorstep delivery must not travel with a pick-up order, nor a store with a delivery.
 */
export function chooseDelivery<S extends DeliveryState>(
  state: S,
  choice: {
    method: DeliveryMethod;
    slot?: DeliverySlot | undefined;
    pickupLocation?: PickupLocation | undefined;
    pickupZipCode?: string | undefined;
  },
): S {
  const pickup = choice.method.type === 'SELF_PICKUP';
  return {
    ...state,
    selectedDeliveryMethod: { ...choice.method },
    selectedDeliverySlot: !pickup && choice.slot ? { ...choice.slot } : null,
    selectedSelfPickUpAddress: pickup && choice.pickupLocation ? { ...choice.pickupLocation } : null,
    selfPickupZipCode: pickup ? (choice.pickupZipCode ?? '').trim() : '',
  };
}

/** The stored method's type, to start the form where the customer left it. */
export function storedDeliveryType(state: DeliveryState): DeliveryType | undefined {
  return state.selectedDeliveryMethod?.type;
}

const WEEK = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEK)[number];

export interface OpeningHoursRange {
  /** First and last day of a run of consecutive days with the same hours (MON–SAT). */
  from: Weekday;
  to: Weekday;
  opens: string;
  closes: string;
}

/** Opening hours folded into runs ("Mon–Sat 10:00–20:00"); a day missing from the list is closed. */
export function openingHoursRanges(hours: readonly OpeningHours[]): OpeningHoursRange[] {
  const byDay = new Map(hours.map((entry) => [entry.day, entry]));
  const ranges: OpeningHoursRange[] = [];
  for (const day of WEEK) {
    const entry = byDay.get(day);
    if (!entry) continue;
    const last = ranges.at(-1);
    const previousDay = WEEK[WEEK.indexOf(day) - 1];
    if (last && last.to === previousDay && last.opens === entry.opens && last.closes === entry.closes) {
      last.to = day;
    } else {
      ranges.push({ from: day, to: day, opens: entry.opens, closes: entry.closes });
    }
  }
  return ranges;
}

/** Index of a weekday with Monday as 0, for formatting its name with Intl. */
export const weekdayIndex = (day: Weekday): number => WEEK.indexOf(day);
