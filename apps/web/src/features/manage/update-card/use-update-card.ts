import {
  type CardUpdateCommand,
  type CardUpdateMachine,
  type CardUpdateView,
  cardUpdateGatewayCalls,
  cardUpdateInput,
  cardUpdatePagePath,
  cardUpdateView,
  type Line,
  provideCardUpdate,
} from '@senda/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';
import { UPDATE_CARD_FLOW } from './update-card-flow';

export interface UpdateCardHandle {
  actor: ActorRefFrom<CardUpdateMachine>;
  view: CardUpdateView;
  /** The events the view allows, by name (a screen offers a button only for what is in `view.sends`). */
  send: (command: CardUpdateCommand) => void;
}

/**
 * The card-update machine for one line of the signed-in customer, wired in core
 * (provideCardUpdate: gateway calls, saves per customer and line), on each of the flow's pages.
 * A page's address follows the machine (cardUpdatePagePath). Nothing here decides anything.
 */
export function useUpdateCard(line: Pick<Line, 'orderRef' | 'accountNumber'>): UpdateCardHandle {
  const { gateway, queryClient, stores } = useServices();
  const customer = useAtomValue(stores.auth.state).userId ?? '';
  const { orderRef, accountNumber } = line;
  const machine = useMemo(
    () =>
      provideCardUpdate(
        UPDATE_CARD_FLOW,
        {
          calls: cardUpdateGatewayCalls({ gateway, queryClient }, { orderRef }),
          storage: stores.storage,
          targetOrigin: window.location.origin,
        },
        accountNumber,
      ),
    [gateway, queryClient, stores, orderRef, accountNumber],
  );
  const [input] = useState(() =>
    cardUpdateInput(UPDATE_CARD_FLOW, stores, { customer, accountNumber, orderRef }),
  );
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, cardUpdateView, sameView);

  const location = useLocation();
  const navigate = useNavigate();
  const target = cardUpdatePagePath(view, location, orderRef);
  useEffect(() => {
    if (target) navigate(target, { replace: false });
  }, [target, navigate]);

  const send = useCallback(
    (command: CardUpdateCommand) => {
      // A step's own retry (the code or the card form could not be had) is its child's.
      if (command === 'RETRY_STEP') view.collect?.send({ type: 'RETRY' });
      else actor.send({ type: command });
    },
    [actor, view.collect],
  );
  return { actor, view, send };
}

/** Views are rebuilt per snapshot; re-render only when something shown changed (or a child started). */
function sameView(a: CardUpdateView, b: CardUpdateView): boolean {
  if (a.collect !== b.collect || a.otp !== b.otp || a.cardEntry !== b.cardEntry) return false;
  const plain = (view: CardUpdateView) =>
    JSON.stringify({ ...view, collect: null, otp: null, cardEntry: null }, (_, value) =>
      value instanceof Set ? [...value] : value,
    );
  return plain(a) === plain(b);
}
