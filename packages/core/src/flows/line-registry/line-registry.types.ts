import type { LineRegistry } from '../../gateway/lines/line-registry-status.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { LineRegistration } from './gateway/register-line.ts';

export interface LineRegistrationInput {
  orderRef: string;
  /** What the line's data says of its registration (absent: not said, treated as unregistered). */
  registry: LineRegistry | undefined;
  /** A CURP accepted before a reload: the flow resumes at the ID and selfie. */
  savedCurp: string | null;
  /** What registering does for the line's service (core's serviceAfterRegistering), or null. */
  serviceNote: MessageId | null;
}

export interface LineRegistrationContext {
  orderRef: string;
  curp: string;
  curpError: MessageId | null;
  /** A refusal of the registration itself, shown on the ID and selfie step. */
  formError: MessageId | null;
  /** Identity checks still allowed online (the line's data, then each failed check's answer). */
  attemptsLeft: number;
  registration: LineRegistration | null;
  /** What registering does for the line's service, said once it is registered. */
  serviceNote: MessageId | null;
  /** What the ID and selfie step sent (its document type and upload ids), for the registration. */
  uploads: { documentType: string; kycIds: string[] } | null;
}

export type LineRegistrationEvent =
  | { type: 'CURP.CHANGE'; value: string }
  | { type: 'SUBMIT' }
  /** From the ID and selfie back to the CURP. */
  | { type: 'BACK' };

/** What the ID and selfie step's child gave: its document type and the uploads' ids. */
export interface RegisterInput {
  orderRef: string;
  curp: string;
  documentType: string;
  kycIds: string[];
}
