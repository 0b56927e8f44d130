import { PURCHASE_ROUTES } from '../navigation/routes.ts';

/** The purchase journey files by channel: web, and retail (a store agent's). */
export const PURCHASE_JOURNEY_IDS = { web: 'purchase', retail: 'retail-purchase' } as const;
export type PurchaseChannel = keyof typeof PURCHASE_JOURNEY_IDS;

/**
 * The purchase channel of a visit: the retail entry page is where a store agent
 * starts, so opening it means the retail channel whatever was recorded before; otherwise the
 * recorded channel stands.
 */
export function visitChannel(recorded: string | null | undefined, pathname: string): PurchaseChannel {
  return recorded === 'retail' || pathname === PURCHASE_ROUTES.retailOnboarding ? 'retail' : 'web';
}

/** The channel this visit records: retail on opening the retail entry page; else null (nothing to record). */
export function channelToRecord(
  recorded: string | null | undefined,
  pathname: string,
): PurchaseChannel | null {
  return pathname === PURCHASE_ROUTES.retailOnboarding && recorded !== 'retail' ? 'retail' : null;
}

/** Which purchase journey a visit runs: the retail one for the retail channel, else the web one. */
export function purchaseJourneyIdFor(recorded: string | null | undefined, pathname: string): string {
  return PURCHASE_JOURNEY_IDS[visitChannel(recorded, pathname)];
}
