import type { Line } from '@senda/core/gateway';
import {
  type CardUpdateCommand,
  type CardUpdateMachine,
  type CardUpdateView,
  cardUpdateGatewayCalls,
  cardUpdateInput,
  cardUpdatePagePath,
  cardUpdateView,
  provideCardUpdate,
} from '@senda/core/machines/card-update';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';
import { sameFlowView, useFlowCommands, useFollowFlowPath } from '../use-flow-commands';
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

  useFollowFlowPath((here) => cardUpdatePagePath(view, here, orderRef));

  const commands = useFlowCommands<Exclude<CardUpdateCommand, 'RETRY_STEP'>>(actor);
  const send = useCallback(
    (command: CardUpdateCommand) => {
      // A step's own retry (the code or the card form could not be had) is its child's.
      if (command === 'RETRY_STEP') view.collect?.send({ type: 'RETRY' });
      else commands.send(command);
    },
    [commands, view.collect],
  );
  return { actor, view, send };
}

/** Re-renders when something shown changed, or a child started (children are compared as actors). */
function sameView(a: CardUpdateView, b: CardUpdateView): boolean {
  if (a.collect !== b.collect || a.otp !== b.otp || a.cardEntry !== b.cardEntry) return false;
  const plain = (view: CardUpdateView) => ({ ...view, collect: null, otp: null, cardEntry: null });
  return sameFlowView(plain(a), plain(b));
}
