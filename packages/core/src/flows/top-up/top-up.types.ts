import type { MessageId } from '../../i18n/messages/index.ts';
import type { CreateTopUpBody, TopUp } from './gateway/create-top-up.ts';
import type { TopUpLine } from './gateway/top-up-line.ts';

export interface TopUpContext {
  /** The number as typed, kept as typed so a refusal loses nothing. */
  typedNumber: string;
  numberErrorId: MessageId | null;
  /** Why the last number could not be topped up (not Senda's, not active): shown by the field. */
  refusalId: MessageId | null;
  line: TopUpLine | null;
  typedEmail: string;
  emailErrorId: MessageId | null;
  /** This visit's key; with `lookups`, one per line found: a second press of Pay (or a retry) answers the same recarga. */
  idempotencyKey: string;
  lookups: number;
  retryAfterSeconds: number | null;
  topUp: TopUp | null;
  /** What the recarga pays: a data add-on's sku, or null for the plan's renewal (the first offered). */
  sku: string | null;
}

export interface TopUpInput {
  /** A fresh key per recarga (crypto.randomUUID in the app, a counter in tests). */
  newKey: () => string;
  /** The number from the address (`?numero=`), when a link brought it. */
  number?: string;
}

export type TopUpEvent =
  | { type: 'NUMBER_CHANGED'; value: string }
  | { type: 'LOOK_UP' }
  | { type: 'EMAIL_CHANGED'; value: string }
  | { type: 'CHOOSE'; sku: string | null }
  | { type: 'PAY' }
  | { type: 'CHANGE_NUMBER' }
  | { type: 'RETRY' };

/** The calls the machine is provided with (top-up.services.ts). */
export interface TopUpCalls {
  lookUp: (msisdn: string) => Promise<TopUpLine>;
  create: (body: CreateTopUpBody) => Promise<TopUp>;
}
