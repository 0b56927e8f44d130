import {
  type Line,
  PORT_IN_REQUEST_FLOW,
  type PortInRequestCommand,
  type PortInRequestMachine,
  type PortInRequestView,
  portInRequestGatewayCalls,
  portInRequestInput,
  portInRequestView,
  providePortInRequest,
  transferTemporaryNumber,
} from '@senda/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';

export interface PortInRequestHandle {
  actor: ActorRefFrom<PortInRequestMachine>;
  view: PortInRequestView;
  /** The events the view allows, by name (a screen offers a button only for what is in `view.sends`). */
  send: (command: PortInRequestCommand, data?: Record<string, unknown>) => void;
  /** Keeps what is typed in the form before it is sent on (a reload keeps it). */
  keep: (data: Record<string, unknown>) => void;
}

/**
 * Port-in cancel and re-initiation for one line of the signed-in customer, wired in core
 * (providePortInRequest: gateway calls, saves per customer and order). Nothing here decides anything.
 */
export function usePortInRequest(line: Pick<Line, 'orderRef' | 'portIn'>): PortInRequestHandle {
  const { gateway, queryClient, stores } = useServices();
  const customer = useAtomValue(stores.auth.state).userId ?? '';
  const { orderRef } = line;
  const temporaryNumber = transferTemporaryNumber(line);
  const machine = useMemo(
    () =>
      providePortInRequest(PORT_IN_REQUEST_FLOW, {
        calls: portInRequestGatewayCalls({ gateway, queryClient, storage: stores.storage }, temporaryNumber),
        storage: stores.storage,
      }),
    [gateway, queryClient, stores, temporaryNumber],
  );
  const [input] = useState(() => portInRequestInput(PORT_IN_REQUEST_FLOW, stores, { customer, orderRef }));
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, portInRequestView, sameView);
  const send = useCallback(
    (command: PortInRequestCommand, data?: Record<string, unknown>) =>
      actor.send(command === 'NEXT' ? { type: command, ...(data ? { data } : {}) } : { type: command }),
    [actor],
  );
  const keep = useCallback(
    (data: Record<string, unknown>) => actor.send({ type: 'UPDATE_DATA', data }),
    [actor],
  );
  return { actor, view, send, keep };
}

/** Views are rebuilt per snapshot; re-render only when something shown changed. */
function sameView(a: PortInRequestView, b: PortInRequestView): boolean {
  const plain = (_: string, value: unknown) => (value instanceof Set ? [...value] : value);
  return JSON.stringify(a, plain) === JSON.stringify(b, plain);
}
