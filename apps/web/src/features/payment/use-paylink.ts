import {
  type PaylinkMachine,
  type PaylinkView,
  paylinkInput,
  paylinkView,
  providePaylinkMachine,
} from '@senda/core/machines/paylink';
import { readPaylinkIdQuery } from '@senda/core/orders';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../shared/services-context';

export interface PaylinkHandle {
  actor: ActorRefFrom<PaylinkMachine>;
  view: PaylinkView;
  /** The address's paylink_id, '' when it names none the gateway could know. */
  paylinkId: string;
}

/**
 * The paylink machine for the address's paylink_id, wired in core (providePaylinkMachine: the link's
 * calls, a guest session for a payer who has none, renew now's payment choice). A reload while
 * paying resumes (the payment store remembers the link being paid).
 */
export function usePaylink(): PaylinkHandle {
  const { gateway, queryClient, stores } = useServices();
  const location = useLocation();
  const ref = readPaylinkIdQuery(location.search);
  const paylinkId = ref.kind === 'valid' ? ref.value : null;
  const machine = useMemo(
    () =>
      providePaylinkMachine(
        { gateway, queryClient, stores },
        { paylinkId: paylinkId ?? '', targetOrigin: window.location.origin },
      ),
    [gateway, queryClient, stores, paylinkId],
  );
  const [input] = useState(() =>
    paylinkInput(paylinkId, stores.store.get(stores.payment.state).paymentTarget),
  );
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, paylinkView, sameView);
  return { actor, view, paylinkId: paylinkId ?? '' };
}

function sameView(a: PaylinkView, b: PaylinkView): boolean {
  const json = (view: PaylinkView) =>
    JSON.stringify(view, (_, value) => (value instanceof Set ? [...value] : value));
  return json(a) === json(b);
}
