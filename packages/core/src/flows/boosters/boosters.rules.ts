import type { MessageId } from '../../i18n/messages/index.ts';
import type { AutoBooster, BoosterCard, BoosterOffer } from './gateway/booster-offer.ts';

/** The sizes sold mid-cycle, in GB: one for a day's need, one for a week's, one for the rest of the period. */
export const BOOSTER_SIZES_GB = [1, 3, 5] as const;

/** What a catalogue add-on needs to be read as a booster. */
export interface BoosterProduct {
  readonly sku: string;
  readonly kind: string;
  /** Its data, in GB; 0 for an add-on that is not data (minutes, roaming). */
  readonly dataGb: number;
  /** Data for use in Mexico, as the plan's is; roaming data is not a booster. */
  readonly domesticData: boolean;
}

/** What of the line's plan decides which boosters it may have. */
export interface BoosterPlan {
  readonly price: number;
  readonly dataGb: number;
}

/**
 * The catalogue's data add-ons a plan allows, smallest first: the 1, 3 and 5 GB domestic data
 * add-ons, none bigger than the plan's own allowance (a 2 GB trial is not turned into a 7 GB plan
 * at add-on prices: that is what a plan switch is for), and none on a free plan (it has no paid
 * period to extend, and its holder is offered the paid plans instead).
 */
export function allowedBoosters<T extends BoosterProduct>(plan: BoosterPlan, addOns: readonly T[]): T[] {
  if (plan.price <= 0) return [];
  return addOns
    .filter(
      (addOn) =>
        addOn.kind === 'ADDON' &&
        addOn.domesticData &&
        (BOOSTER_SIZES_GB as readonly number[]).includes(addOn.dataGb) &&
        addOn.dataGb <= plan.dataGb,
    )
    .sort((a, b) => a.dataGb - b.dataGb);
}

/**
 * At most this many automatic boosters a period. Two is what a heavy month needs (each is 1 GB,
 * bought at 100 %), and it bounds what the customer can be charged without a tap to two small
 * amounts a period, named in the consent; a third time out of data is a sign the plan is too
 * small, and the line page offers the plan switch then.
 */
export const AUTO_BOOSTER_MAX_PER_PERIOD = 2;

/** The add-on an automatic booster buys: the smallest the plan allows (the least charged without a tap). */
export const autoBoosterChoice = <T extends { dataGb: number }>(boosters: readonly T[]): T | null =>
  boosters.reduce<T | null>(
    (smallest, each) => (!smallest || each.dataGb < smallest.dataGb ? each : smallest),
    null,
  );

/** Whether the automatic booster may buy once more this period. */
export const autoBoosterMayBuy = (
  automatic: Pick<AutoBooster, 'boughtThisPeriod' | 'maxPerPeriod'>,
): boolean => automatic.boughtThisPeriod < Math.min(automatic.maxPerPeriod, AUTO_BOOSTER_MAX_PER_PERIOD);

/** The consent the customer reads before turning the automatic booster on, as its body sends it. */
export interface AutoBoosterConsent {
  readonly sku: string;
  readonly amount: number;
  readonly cardLast4: string;
  readonly maxPerPeriod: number;
}

export type AutoBoosterRefusal = 'NO_SAVED_CARD' | 'NO_BOOSTER' | 'CONSENT_REQUIRED' | 'CONSENT_MISMATCH';

/**
 * LFPC art. 76 Bis: a recurring charge needs express consent to its amount and card. The consent
 * must be given (the box ticked) and name exactly what would be charged: the booster, its amount,
 * the saved card and the cap. Anything else is refused, never charged.
 */
export function autoBoosterConsentCheck(
  offer: Pick<BoosterOffer, 'boosters' | 'savedCard'>,
  consent: AutoBoosterConsent | null,
): { ok: true } | { ok: false; reason: AutoBoosterRefusal } {
  if (!offer.savedCard) return { ok: false, reason: 'NO_SAVED_CARD' };
  const booster = autoBoosterChoice(offer.boosters);
  if (!booster) return { ok: false, reason: 'NO_BOOSTER' };
  if (!consent) return { ok: false, reason: 'CONSENT_REQUIRED' };
  const same =
    consent.sku === booster.sku &&
    consent.amount === booster.price.amount &&
    consent.cardLast4 === offer.savedCard.last4 &&
    consent.maxPerPeriod === AUTO_BOOSTER_MAX_PER_PERIOD;
  return same ? { ok: true } : { ok: false, reason: 'CONSENT_MISMATCH' };
}

/** The consent the page shows and sends: null when the automatic booster cannot be offered. */
export function autoBoosterConsentFor(
  offer: Pick<BoosterOffer, 'boosters' | 'savedCard'>,
): (AutoBoosterConsent & { dataGb: number; card: BoosterCard }) | null {
  const booster = autoBoosterChoice(offer.boosters);
  if (!booster || !offer.savedCard) return null;
  return {
    sku: booster.sku,
    amount: booster.price.amount,
    dataGb: booster.dataGb,
    cardLast4: offer.savedCard.last4,
    card: offer.savedCard,
    maxPerPeriod: AUTO_BOOSTER_MAX_PER_PERIOD,
  };
}

export type BoosterRefusal = 'LINE_NOT_ACTIVE' | 'NO_BOOSTERS';

/** Boosters are for an active line whose plan allows some; a line in grace renews instead. */
export function boosterEligibility(
  line: { status: string },
  offer: Pick<BoosterOffer, 'boosters'>,
): { eligible: true } | { eligible: false; reason: BoosterRefusal } {
  if (line.status !== 'Active') return { eligible: false, reason: 'LINE_NOT_ACTIVE' };
  if (offer.boosters.length === 0) return { eligible: false, reason: 'NO_BOOSTERS' };
  return { eligible: true };
}

const REFUSALS: Readonly<Record<BoosterRefusal, MessageId>> = {
  LINE_NOT_ACTIVE: 'boosters.refusal.line_not_active',
  NO_BOOSTERS: 'boosters.refusal.no_boosters',
};

export const boosterRefusalMessageId = (reason: BoosterRefusal): MessageId => REFUSALS[reason];
