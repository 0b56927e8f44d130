import type { Line } from '../../gateway/lines/line.schema.ts';

/** The order whose physical SIM is activated (`/manage/sim-activation?orderRef=…`). */
export interface SimActivationInput {
  orderRef: string;
}

/** The gateway calls the flow makes, as the services wire them (tests pass fakes or MSW). */
export interface LoadLineInput {
  orderRef: string;
}
export interface ActivateSimInput {
  orderRef: string;
  /** As typed: the gateway call normalises it (spaces and dashes dropped). */
  iccid: string;
}

export interface SimActivationContext {
  orderRef: string;
  /** The line as last read: before activation, then as the activation answered it. */
  line: Line | null;
  /** What the customer typed, kept through every refusal. */
  iccid: string;
  /** Set once the customer tried to send: errors show from then on, not while typing the first time. */
  submitted: boolean;
  /** A refusal of the typed ICCID by the gateway (not this SIM's), shown under the field. */
  serverFieldMessageId: string | null;
  /** Why the last activation failed, when not because of the ICCID. */
  failureMessageId: string | null;
  /** How the flow ended, for its output. */
  ending: SimActivationOutput['outcome'] | null;
}

export type SimActivationEvent =
  | { type: 'ICCID_CHANGED'; value: string }
  | { type: 'SUBMIT' }
  /** Load the line again after a failed read. */
  | { type: 'RETRY' };

export type SimActivationOutput =
  | { outcome: 'activated'; line: Line }
  | { outcome: 'already-active' }
  | { outcome: 'no-physical-sim' }
  | { outcome: 'cancelled' }
  | { outcome: 'not-found' };

export type SimActivationEmitted = { type: 'simActivation.activated'; orderRef: string; msisdn: string };
