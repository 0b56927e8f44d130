import type { Address } from '../stores/store-schemas.ts';

// Its own module: the order facts (the line page, the orders) print an address without the
// delivery step's view and what it imports (journey step data, forms).

/** The doorstep address as a label prints it: street and number, colonia and city, code and state. */
export function shipToLines(address: Address): string[] {
  return [
    address.addressLine1 || [address.street, address.blockNumber].filter(Boolean).join(' '),
    [address.area, address.city].filter(Boolean).join(', '),
    [address.postalCode, address.state].filter(Boolean).join(' '),
  ].filter((line) => line.trim() !== '');
}
