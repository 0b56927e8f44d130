import * as v from 'valibot';
import type { AddressLookup } from '../gateway/delivery/address-lookup.ts';
import { errorMessageId } from '../i18n/error-messages.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import type { Address } from '../stores/store-schemas.ts';
import { isValidZipCode } from '../validation/numbers.ts';
import {
  type FieldErrors,
  type FieldMessage,
  type FormCheck,
  failureFields,
  fieldMessage,
  formCheck,
} from './field-message.ts';
import { isMexicanState } from './mexican-states.ts';

/** Senda sells in Mexico only; the address lookup and the orders are for this country (ISO alpha-2). */
export const STORE_COUNTRY = 'MX';
/** A código postal has 5 digits (SEPOMEX). */
export const MEXICO_ZIP_CODE_SIZE = 5;

/**
 * The spec's address fields the form shows, as a Mexican address reads: código postal, estado,
 * municipio or alcaldía (`city`), colonia (`area`), calle y número exterior in one line
 * (`street`, split into `street` and `blockNumber` when the address is completed: see
 * `streetLineOf`), número interior (`unit`) and referencias (`landmark`: between which streets,
 * the colour of the house). The other the spec's fields (province, district, buildingName, floor,
 * cityInProvince) have no Mexican counterpart on a form and stay as the lookup left them;
 * addressLine1 and addressLine2 are composed from the parts for labels and couriers.
 */
export const ADDRESS_FORM_FIELDS = [
  'postalCode',
  'state',
  'city',
  'area',
  'street',
  'unit',
  'landmark',
] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];

export const STREET_MAX_LENGTH = 100;
/** Exterior and interior numbers: "123", "12-B", "Mz 4 Lt 7", "S/N" (sin número). */
export const HOUSE_NUMBER_MAX_LENGTH = 15;
export const REFERENCES_MAX_LENGTH = 200;
const HOUSE_NUMBER = /^[\p{L}\p{N} ./#-]+$/u;

/**
 * The número exterior at the end of a "calle y número" line: digits first ("130", "12-B",
 * "1602A", "4/2"), or S/N (sin número); after an optional "#", "No." or "Núm.".
 */
const STREET_LINE = /^(.*?\S)\s*(?:\s(?:No\.?|N[úu]m\.?|N°)\s*|#\s*|\s)(\d[\p{L}\p{N}/-]*|S\s?\/\s?N|SN)$/iu;

/**
 * Calle and número exterior as one line ("Av. Álvaro Obregón 130"), as Mexican checkouts ask it
 * and a label prints it: one field typed instead of two. The order still carries them apart
 * (`street`, `blockNumber`) for the courier: the number is the line's last part that starts with
 * a digit (or S/N), so "Calle 5 de Mayo 23" is calle "Calle 5 de Mayo", número "23". Null when
 * the line ends with no number (the form asks for it) or has nothing before it.
 */
export function splitStreetLine(line: string): { street: string; number: string } | null {
  const match = STREET_LINE.exec(line.trim().replace(/\s+/g, ' '));
  if (!match?.[1] || !match[2]) return null;
  const number = /^S\s?\/?\s?N$/i.test(match[2]) ? 'S/N' : match[2];
  return { street: match[1], number };
}

/**
 * What the "calle y número" field shows: the line as typed, or, for an address already completed
 * (kept from an earlier visit, a saved profile), its calle and número joined again.
 */
export function streetLineOf(address: Pick<Address, 'street' | 'blockNumber'>): string {
  return address.blockNumber.trim() === '' ? address.street : `${address.street} ${address.blockNumber}`;
}

/** The line typed into "calle y número": kept as typed until the address is completed. */
export function withStreetLine(address: Address, line: string): Address {
  return { ...address, street: line, blockNumber: '' };
}

/**
 * The postal code length. The spec's default is 6 but a Mexican código postal has 5: the
 * customer profile parameters decide when they load (the sandbox serves 5); if that call fails,
 * Mexico's 5 is used rather than the spec's 6, which no Mexican address could satisfy.
 */
export function zipCodeSizeFor(input: {
  parameters?: { zipCodeSize: number } | null;
  country?: string;
}): number {
  if (input.parameters?.zipCodeSize) return input.parameters.zipCodeSize;
  return (input.country ?? STORE_COUNTRY) === STORE_COUNTRY ? MEXICO_ZIP_CODE_SIZE : 6;
}

export interface AddressRules {
  zipCodeSize: number;
  /**
   * The lookup answered "no such postal code" for the code in the form. The code may still be
   * real (the gateway's list is not SEPOMEX's): estado, municipio and colonia are then typed.
   */
  postalCodeNotFound?: boolean;
  /**
   * Nothing is delivered to this address (an eSIM): the order and a CFDI need its postal code
   * only, so street, numbers and colonia are neither asked nor required.
   */
  postalCodeOnly?: boolean;
}

/** Municipio, alcaldía and colonia names typed by hand ("Chalco de Díaz Covarrubias"). */
export const PLACE_NAME_MAX_LENGTH = 100;

/**
 * What the customer typed for a postal code the lookup does not know. Kept apart from the address
 * so that a known code's lookup can overwrite estado and colonia, and the typed ones come back
 * when the customer returns to the unknown code.
 */
export const ManualPlaceSchema = v.object({
  state: v.optional(v.string(), ''),
  city: v.optional(v.string(), ''),
  area: v.optional(v.string(), ''),
});
export type ManualPlace = v.InferOutput<typeof ManualPlaceSchema>;
export const emptyManualPlace = (): ManualPlace => ({ state: '', city: '', area: '' });

/** The place part of an address, as manual entry starts from it. */
export function manualPlaceOf(address: Address): ManualPlace {
  return { state: address.state, city: address.city, area: address.area };
}

/**
 * The typed place into the address, in the fields a lookup would fill (estado → state,
 * municipio or alcaldía → city, colonia → area); an estado not among the 32 is left out.
 */
export function applyManualPlace(address: Address, place: ManualPlace): Address {
  return {
    ...address,
    country: STORE_COUNTRY,
    state: isMexicanState(place.state) ? place.state : '',
    province: '',
    district: '',
    city: place.city,
    area: place.area,
  };
}

function placeNameError(value: string): FieldMessage | undefined {
  if (value.trim() === '') return fieldMessage('validation.required');
  return lengthError(value, PLACE_NAME_MAX_LENGTH);
}

function lengthError(value: string, max: number): FieldMessage | undefined {
  return value.trim().length > max ? fieldMessage('validation.text.too_long', { max }) : undefined;
}

/** One address (billing or delivery): a message id per field that is wrong. */
export function validateAddress(address: Address, rules: AddressRules): FormCheck<AddressFormField> {
  const errors: FieldErrors<AddressFormField> = {};
  const postalCode = address.postalCode.trim();
  if (postalCode === '') errors.postalCode = fieldMessage('validation.required');
  else if (!isValidZipCode(postalCode, rules.zipCodeSize)) {
    errors.postalCode = fieldMessage('validation.address.zip_code', { size: rules.zipCodeSize });
  }
  if (rules.postalCodeOnly) return formCheck(errors);
  if (rules.postalCodeNotFound && !errors.postalCode) {
    // An unknown code is a warning (the screen says so), not an error: the place is typed.
    if (!isMexicanState(address.state)) errors.state = fieldMessage('validation.required');
    for (const field of ['city', 'area'] as const) {
      const error = placeNameError(address[field]);
      if (error) errors[field] = error;
    }
  } else if (!errors.postalCode) {
    // State and municipality come from the lookup; when they are missing the code was not looked
    // up. The colonia can only be picked once it was: until then its list is disabled, and a
    // disabled field never says "required".
    for (const field of ['state', 'city'] as const) {
      if (address[field].trim() === '') errors[field] = fieldMessage('validation.address.lookup_needed');
    }
    if (address.state.trim() !== '' && address.area.trim() === '')
      errors.area = fieldMessage('validation.required');
  }
  const streetError = streetLineError(address);
  if (streetError) errors.street = streetError;
  const interior = address.unit.trim();
  if (interior.length > HOUSE_NUMBER_MAX_LENGTH) {
    errors.unit = fieldMessage('validation.text.too_long', { max: HOUSE_NUMBER_MAX_LENGTH });
  } else if (interior !== '' && !HOUSE_NUMBER.test(interior))
    errors.unit = fieldMessage('validation.address.house_number');
  const references = lengthError(address.landmark, REFERENCES_MAX_LENGTH);
  if (references) errors.landmark = references;
  return formCheck(errors);
}

/** "Calle y número": there, ending with the número exterior, each part within its length. */
function streetLineError(address: Address): FieldMessage | undefined {
  const line = streetLineOf(address).trim();
  if (line === '') return fieldMessage('validation.required');
  const parts =
    address.blockNumber.trim() !== ''
      ? { street: address.street.trim(), number: address.blockNumber.trim() }
      : splitStreetLine(line);
  if (!parts || parts.street === '') return fieldMessage('validation.address.street_number');
  const tooLong = lengthError(parts.street, STREET_MAX_LENGTH);
  if (tooLong) return tooLong;
  if (parts.number.length > HOUSE_NUMBER_MAX_LENGTH)
    return fieldMessage('validation.text.too_long', { max: HOUSE_NUMBER_MAX_LENGTH });
  if (!HOUSE_NUMBER.test(parts.number)) return fieldMessage('validation.address.house_number');
  return undefined;
}

export interface AddressDetailsCheck {
  valid: boolean;
  billing: FormCheck<AddressFormField>;
  /** Null while same-as-billing is ticked: the delivery address is the billing one. */
  delivery: FormCheck<AddressFormField> | null;
}

/** The whole address step: the billing address, and the delivery address unless it is the same. */
export function validateAddressDetails(input: {
  billing: Address;
  delivery: Address;
  sameAsBilling: boolean;
  billingRules: AddressRules;
  deliveryRules: AddressRules;
}): AddressDetailsCheck {
  const billing = validateAddress(input.billing, input.billingRules);
  const delivery = input.sameAsBilling ? null : validateAddress(input.delivery, input.deliveryRules);
  return { valid: billing.valid && (delivery?.valid ?? true), billing, delivery };
}

/**
 * A new postal code typed: what the old lookup filled in no longer applies. Street and numbers
 * stay, they are the customer's.
 */
export function withPostalCode(address: Address, postalCode: string): Address {
  if (address.postalCode === postalCode) return address;
  return { ...address, postalCode, state: '', province: '', district: '', city: '', area: '' };
}

/**
 * The lookup's answer merged in (the spec's lookup fields). The colonia the customer picked is kept when
 * the code still has it; otherwise the first one is proposed when there is only one to choose.
 */
export function applyAddressLookup(address: Address, lookup: AddressLookup): Address {
  const areas = colonias(lookup);
  const area = areas.includes(address.area) ? address.area : areas.length === 1 ? (areas[0] ?? '') : '';
  return {
    ...address,
    country: lookup.country || STORE_COUNTRY,
    state: lookup.state,
    province: lookup.province,
    district: lookup.district,
    city: lookup.city,
    area,
  };
}

/** The colonias a postal code covers, without repeats. */
export function colonias(lookup: AddressLookup): string[] {
  const all = lookup.areas.length > 0 ? lookup.areas : lookup.area ? [lookup.area] : [];
  return [...new Set(all.filter((area) => area.trim() !== ''))];
}

/** A lookup that failed: "no such code" is a field message, anything else a load error. */
export function addressLookupFailure(
  error: unknown,
): { kind: 'not_found' } | { kind: 'failed'; messageId: MessageId } {
  if (failureFields(error).status === 404) return { kind: 'not_found' };
  return { kind: 'failed', messageId: errorMessageId(failureFields(error)) };
}

/**
 * The address as stored and sent: trimmed parts, a "calle y número" line split into calle and
 * número exterior, the country, and the two composed lines a label prints ("Av. Reforma 222
 * Int. 5", "Juárez").
 */
export function completeAddress(address: Address): Address {
  const spaced = Object.fromEntries(
    Object.entries(address).map(([key, value]) => [key, value.trim().replace(/\s+/g, ' ')]),
  ) as Address;
  const split = spaced.blockNumber === '' ? splitStreetLine(spaced.street) : null;
  const trimmed = split ? { ...spaced, street: split.street, blockNumber: split.number } : spaced;
  const interior = trimmed.unit ? ` Int. ${trimmed.unit}` : '';
  return {
    ...trimmed,
    country: trimmed.country || STORE_COUNTRY,
    addressLine1: [trimmed.street, trimmed.blockNumber].filter(Boolean).join(' ') + interior,
    addressLine2: trimmed.area,
  };
}
