import {
  type ManualEkycInput,
  type ManualEkycMachine,
  type ManualEkycView,
  manualEkycSenders,
  manualEkycView,
} from '@senda/core/machines/manual-ekyc';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';

export type ManualEkycActor = ActorRefFrom<ManualEkycMachine>;

/**
 * A manual-eKYC machine (already wired in core by provideManualEkycMachine) started with `input`:
 * the screen renders `view` and calls the senders.
 */
export function useManualEkycActor(machine: ManualEkycMachine, input: ManualEkycInput) {
  const actor = useActorRef(machine, { input });
  return { actor, ...useManualEkycView(actor) };
}

/** The view and senders of a running manual-eKYC actor (one a flow runs as its child, too). */
export function useManualEkycView(actor: ManualEkycActor) {
  const view = useSelector(actor, manualEkycView, sameView);
  const senders = useMemo(() => manualEkycSenders(actor), [actor]);
  return { view, senders };
}

/** Views are rebuilt per snapshot; re-render when something shown (or a chosen file) changed. */
function sameView(a: ManualEkycView, b: ManualEkycView): boolean {
  return (
    a.document.chosen?.file === b.document.chosen?.file &&
    a.selfie.chosen?.file === b.selfie.chosen?.file &&
    JSON.stringify(a) === JSON.stringify(b)
  );
}
