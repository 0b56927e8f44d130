import type { SnapshotFrom } from 'xstate';
import type { Line } from '../../gateway/lines/line.schema.ts';
import { formatNationalNumber } from '../../i18n/format-national-number.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { ICCID_INPUT_MAX_LENGTH } from '../../validation/iccid.ts';
import { isFailedTransfer } from '../line-home/line-home.rules.ts';
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
  | 'cancelled'
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
  /**
   * What the activated page says: the line works, or (a transferred number) that activating
   * requested the transfer and when the number switches to this SIM; `switchAt` an instant.
   */
  activated: { bodyId: MessageId; switchAt: string | null };
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
  ['cancelled', 'cancelled'],
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
    activated: activatedSentence(context.line?.portIn),
    orderRef: context.orderRef,
    can: {
      submit: snapshot.can({ type: 'SUBMIT' }),
      retry: snapshot.can({ type: 'RETRY' }),
    },
  };
}

/**
 * A transferred number moves to this SIM only after activation requests its transfer:
 * until the switch the number still works on the customer's current SIM, so the page says when
 * it switches instead of "your line is Active".
 */
function activatedSentence(portIn: Line['portIn']): SimActivationView['activated'] {
  if (!portIn || portIn.status === 'DONE' || isFailedTransfer(portIn.status)) {
    return { bodyId: 'sim_activation.activated.body', switchAt: null };
  }
  const switchAt = portIn.switchAt ?? null;
  return {
    bodyId: switchAt
      ? 'sim_activation.activated.transfer_body'
      : 'sim_activation.activated.transfer_body_soon',
    switchAt,
  };
}
