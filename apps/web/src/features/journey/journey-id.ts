import { PURCHASE_ROUTES } from '@senda/core';

/**
 * Which journey a visit runs: the retail journey for the retail channel, and on the retail entry
 * page, where a store agent starts (opening it means the retail channel); the web one otherwise.
 */
export function journeyIdFor(channel: string | null | undefined, pathname: string): string {
  return channel === 'retail' || pathname === PURCHASE_ROUTES.retailOnboarding
    ? 'retail-purchase'
    : 'purchase';
}
