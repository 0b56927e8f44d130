import type { SnapshotFrom } from 'xstate';
import { formatNationalNumber } from '../../i18n/format-national-number.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { ICCID_INPUT_MAX_LENGTH } from '../../validation/iccid.ts';
import type { simActivationMachine } from './sim-activation.machine.ts';
import { iccidMessageId } from './sim-activation.rules.ts';

/** What the activation page shows. */
export type SimActivationPhase =
  | 'loading'
  | 'load-failed'
  | 'entering'
  | 'activating'
  | 'activation-failed'
  | 'activated'
  | 'already-active'
  | 'no-physical-sim'
  | 'not-found';

export interface SimActivationView {
  phase: SimActivationPhase;
  /** The ICCID as typed, shown back in the field at every phase. */
  iccid: string;
  /** Under the field: what is wrong with it, once the customer tried to send. */
  iccidErrorId: MessageId | string | null;
  /** The field's bound in characters, against a pasted page (the digits are bounded by the machine). */
  iccidMaxLength: number;
  /** The form (field and button) is on screen. */
  showForm: boolean;
  /** The form is sending: the field is read-only and the button shows its loading state. */
  busy: boolean;
  failureMessageId: string | null;
  /** The line's number as Mexicans write it, once known (shown with the result). */
  msisdn: string | null;
  orderRef: string;
  /** Events the screen may send now. */
  can: { submit: boolean; retry: boolean };
}

type SimActivationSnapshot = SnapshotFrom<typeof simActivationMachine>;

const PHASES: ReadonlyArray<[string, SimActivationPhase]> = [
  ['loading', 'loading'],
  ['loadFailed', 'load-failed'],
  ['entering', 'entering'],
  ['activating', 'activating'],
  ['activationFailed', 'activation-failed'],
  ['activated', 'activated'],
  ['alreadyActive', 'already-active'],
  ['noPhysicalSim', 'no-physical-sim'],
  ['notFound', 'not-found'],
];

export function simActivationView(snapshot: SimActivationSnapshot): SimActivationView {
  const { context } = snapshot;
  const phase = PHASES.find(([state]) => snapshot.matches(state as never))?.[1] ?? 'loading';
  const showForm = phase === 'entering' || phase === 'activating' || phase === 'activation-failed';
  const iccidErrorId =
    phase === 'entering' && context.submitted
      ? (context.serverFieldMessageId ?? iccidMessageId(context.iccid))
      : null;
  return {
    phase,
    iccid: context.iccid,
    iccidErrorId,
    iccidMaxLength: ICCID_INPUT_MAX_LENGTH,
    showForm,
    busy: snapshot.hasTag('busy'),
    failureMessageId: phase === 'activation-failed' ? context.failureMessageId : null,
    msisdn: context.line ? formatNationalNumber(context.line.msisdn) : null,
    orderRef: context.orderRef,
    can: {
      submit: snapshot.can({ type: 'SUBMIT' }),
      retry: snapshot.can({ type: 'RETRY' }),
    },
  };
}
