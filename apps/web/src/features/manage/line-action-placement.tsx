import { createContext, type ReactNode, useContext } from 'react';

/**
 * Which of a line's flow entries a list shows: all of them in the manifests' order (the line
 * page), or the offers and the refusals apart (the request hub, where what cannot be done now is
 * grouped under what can, so the customer's own requests and the way forward come first). Each
 * entry's refusal is still core's answer; this only says where it is drawn.
 */
export type LineActionPlacement = 'all' | 'offers' | 'refusals';

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

/** Whether an entry of this kind is drawn where the list's placement is (`pending`: not answered yet). */
export function placedHere(placement: LineActionPlacement, kind: 'offer' | 'refused' | 'pending'): boolean {
  if (placement === 'all') return true;
  return placement === 'refusals' ? kind === 'refused' : kind !== 'refused';
}
