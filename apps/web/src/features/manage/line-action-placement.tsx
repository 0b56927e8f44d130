import { createContext, type ReactNode, useContext } from 'react';

/**
 * Which of a line's flow entries a list shows: all of them in the manifests' order, or the offers
 * and the refusals apart (the request hub, where what cannot be done now is grouped under what
 * can, so the customer's own requests and the way forward come first). The line page also draws
 * the protections (the number lock's switch) apart, first among its actions, where a customer
 * looks for the security of their number (`protections`, then `other-offers`). Each entry's
 * refusal is still core's answer; this only says where it is drawn.
 */
export type LineActionPlacement = 'all' | 'offers' | 'refusals' | 'protections' | 'other-offers';

const PlacementContext = createContext<LineActionPlacement>('all');

export function LineActionPlacementScope({
  placement,
  children,
}: {
  placement: LineActionPlacement;
  children: ReactNode;
}) {
  return <PlacementContext.Provider value={placement}>{children}</PlacementContext.Provider>;
}

export const useLineActionPlacement = (): LineActionPlacement => useContext(PlacementContext);

/**
 * Whether an entry of this kind is drawn where the list's placement is (`pending`: not answered
 * yet; `protection`: an offer that guards the line, which the line page draws first).
 */
export function placedHere(
  placement: LineActionPlacement,
  kind: 'offer' | 'refused' | 'pending' | 'protection',
): boolean {
  if (placement === 'all') return true;
  if (placement === 'refusals') return kind === 'refused';
  if (placement === 'protections') return kind === 'protection';
  if (placement === 'other-offers') return kind !== 'refused' && kind !== 'protection';
  return kind !== 'refused';
}
