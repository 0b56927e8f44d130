import type { Line } from '../../gateway/lines/line.schema.ts';
import { lineCancellation } from '../../gateway/lines/line-cancellation.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { failureFields } from '../../purchase/field-message.ts';
import { type IccidIssue, iccidIssue } from '../../validation/iccid.ts';

/** What the activation page can do with the order's line. */
export type SimActivationCase = 'awaiting' | 'already-active' | 'no-physical-sim' | 'cancelled';

/**
 * Only a physical SIM waiting for activation is activated here. An eSIM is installed instead
 * (its line is active once paid), an order not paid yet has no line and no SIM to activate, and a
 * line the customer cancelled has nothing left to activate.
 */
export function simActivationCase(line: Line | undefined): SimActivationCase {
  if (!line || line.sim.type !== 'physical_sim') return 'no-physical-sim';
  // Cancelled by the customer (before its SIM was ever activated: closed and refunded at once).
  if (lineCancellation(line) === 'cancelled') return 'cancelled';
  return line.sim.activationStatus === 'AWAITING_ACTIVATION' ? 'awaiting' : 'already-active';
}

const ISSUE_MESSAGES: Readonly<Record<IccidIssue, MessageId>> = {
  empty: 'sim_activation.iccid.empty',
  characters: 'sim_activation.iccid.characters',
  length: 'sim_activation.iccid.length',
  check_digit: 'sim_activation.iccid.check_digit',
};

/** The message under the ICCID field for what was typed, or null when it is well formed. */
export function iccidMessageId(typed: string): MessageId | null {
  const issue = iccidIssue(typed);
  return issue ? ISSUE_MESSAGES[issue] : null;
}

/** How the gateway refused an activation (packages/sandbox README, "Lines"). */
export type ActivationRefusal =
  | { kind: 'field'; messageId: MessageId }
  | { kind: 'already-active' }
  | { kind: 'not-found' }
  | { kind: 'failed' };

export function activationRefusal(error: unknown): ActivationRefusal {
  const { status, errorCode } = failureFields(error);
  if (errorCode === 'ICCID_MISMATCH') return { kind: 'field', messageId: 'sim_activation.iccid.mismatch' };
  // The checks here are the gateway's too; a refusal anyway means a digit is wrong for it.
  if (errorCode === 'INVALID_ICCID') return { kind: 'field', messageId: 'sim_activation.iccid.check_digit' };
  if (errorCode === 'SIM_ALREADY_ACTIVE') return { kind: 'already-active' };
  if (status === 404) return { kind: 'not-found' };
  return { kind: 'failed' };
}

/** A 404 for the order: not the caller's, or no such order (shown as not found, never as theirs). */
export const isNotFound = (error: unknown): boolean => failureFields(error).status === 404;
