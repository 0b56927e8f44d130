import {
  type CardUpdateMachine,
  type CardUpdateView,
  cardUpdateGatewayCalls,
  cardUpdatePagePath,
  cardUpdateView,
  provideCardUpdate,
} from '@senda/core/flows/card-update';
import type { Line } from '@senda/core/gateway';
import { useCallback, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { serviceRequestParts } from '../service-request-parts';
import { sameFlowView } from '../use-flow-commands';
import type { ServiceRequestFlowHandle } from '../use-service-request-flow';
import { UPDATE_CARD_JOURNEY } from './update-card-flow';

interface UpdateCardAround {
  /** A step's own retry (the code or the card form could not be had): its collect child's RETRY. */
  retryStep: () => void;
}

function useRetryStep(actor: ActorRefFrom<CardUpdateMachine>): UpdateCardAround {
  const retryStep = useCallback(
    () => cardUpdateView(actor.getSnapshot()).collect?.send({ type: 'RETRY' }),
    [actor],
  );
  return useMemo(() => ({ retryStep }), [retryStep]);
}

/** Re-renders when something shown changed, or a child started (children are compared as actors). */
function sameView(a: CardUpdateView, b: CardUpdateView): boolean {
  if (a.collect !== b.collect || a.otp !== b.otp || a.cardEntry !== b.cardEntry) return false;
  const plain = (view: CardUpdateView) => ({ ...view, collect: null, otp: null, cardEntry: null });
  return sameFlowView(plain(a), plain(b));
}

/**
 * The card-update pages run this (useServiceRequestFlow): the machine wired in core
 * (provideCardUpdate: gateway calls, saves per customer and line, the collect child), the address
 * following it (cardUpdatePagePath).
 */
export const UPDATE_CARD_REQUEST = serviceRequestParts({
  flow: UPDATE_CARD_JOURNEY,
  machine: (deps, line: Pick<Line, 'orderRef' | 'accountNumber'>, flow) =>
    provideCardUpdate(
      flow,
      { calls: cardUpdateGatewayCalls(deps, line), storage: deps.storage, targetOrigin: deps.targetOrigin },
      line.accountNumber,
    ),
  subject: (line) => line.accountNumber,
  useAround: useRetryStep,
  view: cardUpdateView,
  sameView,
  pagePath: (view, here, line) => cardUpdatePagePath(view, here, line.orderRef),
});

export type UpdateCardHandle = ServiceRequestFlowHandle<CardUpdateMachine, CardUpdateView, UpdateCardAround>;
