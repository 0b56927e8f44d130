import type { Line } from '../../gateway/lines/line.schema.ts';
import type { SavedPaymentMethod } from '../../gateway/payments/saved-payment-method.schema.ts';
import { cardExpiryStatus } from '../../payments/card-expiry.ts';

/** A line a card renews: its number, and the order its page is opened by. */
export interface RenewedLine {
  msisdn: string;
  orderRef: string;
}

/**
 * One card as the customer's cards are listed (payment methods, /web/select-payment-methods,
 * auto-renewal's choice of card): a saved card, or the card a line renews with that is not among
 * the saved ones (it is the line's, kept by the provider for its renewals). Only what can be shown:
 * brand, last four, expiry; never a number.
 */
export interface CardListingEntry {
  /** A stable key for lists: the saved card's id, or `line:<orderRef>` for a line's own card. */
  key: string;
  /** The saved card's id; null for a line's own card, which is changed by updating the line's card. */
  paymentMethodId: string | null;
  brand: string;
  last4: string;
  expiry: { month: number; year: number } | null;
  /** Past its expiry month: marked, pays nothing, never the default. */
  expired: boolean;
  isDefault: boolean;
  /** The lines that renew with this card (one card may renew several). */
  renews: readonly RenewedLine[];
  /** May be made the default: a saved card that has not expired and is not already it. */
  canBeDefault: boolean;
  /** May be removed here: saved cards only (a line's card changes with the line's card update). */
  removable: boolean;
}

type ListedLine = Pick<Line, 'msisdn' | 'orderRef' | 'status' | 'renewalCard'>;

const sameCard = (
  a: { brand: string; last4: string; expiryMonth?: number | undefined; expiryYear?: number | undefined },
  b: { brand: string; last4: string; expiryMonth?: number | undefined; expiryYear?: number | undefined },
) =>
  a.brand.toLowerCase() === b.brand.toLowerCase() &&
  a.last4 === b.last4 &&
  (a.expiryMonth === undefined || b.expiryMonth === undefined || a.expiryMonth === b.expiryMonth) &&
  (a.expiryYear === undefined || b.expiryYear === undefined || a.expiryYear === b.expiryYear);

const expiryOf = (card: { expiryMonth?: number | undefined; expiryYear?: number | undefined }) =>
  card.expiryMonth !== undefined && card.expiryYear !== undefined
    ? { month: card.expiryMonth, year: card.expiryYear }
    : null;

const hasExpired = (expiry: { month: number; year: number } | null, now: number) =>
  expiry !== null &&
  cardExpiryStatus(String(expiry.month).padStart(2, '0'), String(expiry.year), now) === 'expired';

/**
 * The customer's cards, one list for every page that shows them ("the card that renews a
 * line is always listed, marked as such"). Saved cards first, the default first among them; then
 * the cards lines renew with that are not saved. A line that has closed (Inactive) renews nothing.
 */
export function savedCardListing(
  saved: readonly SavedPaymentMethod[],
  lines: readonly ListedLine[],
  now: number,
): CardListingEntry[] {
  const renewing = lines.filter((line) => line.status !== 'Inactive' && line.renewalCard !== null);
  const claimed = new Set<string>();
  const savedEntries = saved.map((card): CardListingEntry => {
    const renews = renewing.filter((line) => line.renewalCard && sameCard(line.renewalCard, card));
    for (const line of renews) claimed.add(line.orderRef);
    const expiry = expiryOf(card);
    const expired = hasExpired(expiry, now);
    return {
      key: card.paymentMethodId,
      paymentMethodId: card.paymentMethodId,
      brand: card.brand.toLowerCase(),
      last4: card.last4,
      expiry,
      expired,
      // An expired card is never shown as the default, even while the gateway still has it so
      //: it is listed, marked expired, and the page asks for another.
      isDefault: card.isDefault && !expired,
      renews: renews.map(({ msisdn, orderRef }) => ({ msisdn, orderRef })),
      canBeDefault: !expired && !card.isDefault,
      removable: true,
    };
  });
  const lineEntries: CardListingEntry[] = [];
  for (const line of renewing) {
    if (claimed.has(line.orderRef) || !line.renewalCard) continue;
    const card = line.renewalCard;
    const same = lineEntries.find((entry) => sameCard({ ...card }, { ...entry, ...entry.expiry }));
    if (same) {
      lineEntries[lineEntries.indexOf(same)] = {
        ...same,
        renews: [...same.renews, { msisdn: line.msisdn, orderRef: line.orderRef }],
      };
      continue;
    }
    const expiry = expiryOf(card);
    lineEntries.push({
      key: `line:${line.orderRef}`,
      paymentMethodId: null,
      brand: card.brand.toLowerCase(),
      last4: card.last4,
      expiry,
      expired: hasExpired(expiry, now),
      isDefault: false,
      renews: [{ msisdn: line.msisdn, orderRef: line.orderRef }],
      canBeDefault: false,
      removable: false,
    });
  }
  const ordered = [...savedEntries].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return [...ordered, ...lineEntries];
}
