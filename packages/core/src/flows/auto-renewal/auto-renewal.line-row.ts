import type { LinePageFacts } from '../../flow-declarations/flow-wing.ts';
import type { Line } from '../../gateway/lines/line.schema.ts';
import { MEXICO_CITY_TIME_ZONE } from '../../i18n/format-date.ts';
import { cardBrandDisplayName } from '../../machines/payment/card-brand-names.ts';
import { lineRow } from '../define-flow.ts';

/** What auto-renewal's row on the line page reads of the line. */
export type AutoRenewalRowFacts = Pick<Line, 'autoRenewal' | 'renewalCard'> & LinePageFacts;

/**
 * Whether the card the line renews with has expired, by the month in Mexico City at `now` (the
 * clock the rest of the line page reads): a card is good through the last day of its month.
 */
export function renewalCardExpired(
  card: Pick<NonNullable<Line['renewalCard']>, 'expiryMonth' | 'expiryYear'>,
  now: number,
): boolean {
  if (card.expiryMonth === undefined || card.expiryYear === undefined) return false;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: MEXICO_CITY_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now);
  const part = (type: 'year' | 'month') => Number(parts.find((p) => p.type === type)?.value);
  const year = card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear;
  return year < part('year') || (year === part('year') && card.expiryMonth < part('month'));
}

/**
 * The line page's "Automatic renewal" row, right after the renewal date: on with the card it
 * charges (by brand and last four), or off. A line that does not renew has it off whatever the
 * gateway's flag says. An expired card is said to be one, with the link to the flow that replaces
 * it (the wing whose flow.ts answers `renewal_card`), shown when that flow takes the line.
 */
export const autoRenewalLineRow = lineRow({
  key: 'auto-renewal',
  labelId: 'auto_renewal.line_row.label',
  after: 'renewal',
  needs: { renews: true, autoRenewal: true, renewalCard: true },
  content: (line: AutoRenewalRowFacts, now) => {
    const on = line.renews && line.autoRenewal;
    const state = { id: on ? 'auto_renewal.line_row.on' : 'auto_renewal.line_row.off' } as const;
    const card = on ? line.renewalCard : null;
    if (!card) return { value: state };
    return {
      value: {
        id: 'auto_renewal.line_row.card',
        // A brand this build does not know is shown as the gateway spells it.
        values: { state, brand: cardBrandDisplayName(card.brand) ?? card.brand, last4: card.last4 },
      },
      ...(renewalCardExpired(card, now)
        ? { note: { id: 'auto_renewal.line_row.card_expired' }, link: { notice: 'renewal_card' } }
        : {}),
    };
  },
});
