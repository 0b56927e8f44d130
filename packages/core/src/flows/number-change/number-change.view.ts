import * as v from 'valibot';
import type { SnapshotFrom } from 'xstate';
import type { Money } from '../../gateway/common.schema.ts';
import { type NumberCategory, NumberCategorySchema, type ServiceRequestStatus } from '../../gateway/enums.ts';
import { formatRequestReference } from '../../i18n/format-request-reference.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import {
  FORM_STEP,
  type ServiceRequestPaymentDue,
  type ServiceRequestPhase,
  serviceRequestView,
} from '../../machines/service-request-template/index.ts';
import { screensByPhase } from '../../machines/service-request-template/service-request-template.screens.ts';
import type { NumberChangeAction, NumberChangeRefusal, RecoverableNumber } from './gateway/index.ts';
import {
  NUMBER_CHANGE_MESSAGES,
  NUMBER_RECOVERY_MESSAGES,
  type NumberChangeMachine,
} from './number-change.machine.ts';
import { codeIsSpent, refusalOffersRequestHistory } from './number-change.rules.ts';

/** The screen number change (or recovery) shows: a step's, the payment's, or the outcome's. */
export type NumberChangeScreen =
  | 'checking'
  | 'check-failed'
  /** Not eligible: the reason, and what to do. */
  | 'not-eligible'
  /** Choosing: change's number step (category, search, lock), recovery's list of previous numbers. */
  | 'choose'
  /** The details, confirmed with a one-time code (sending, not sent: the same screen). */
  | 'details'
  | 'sending'
  | 'send-failed'
  | 'payment'
  | 'payment-failed'
  /** Sent (and paid): its status is followed. */
  | 'status'
  | 'follow-later'
  | 'done'
  | 'failed'
  | 'left';

export type NumberChangeCommand = 'NEXT' | 'BACK' | 'SUBMIT' | 'EDIT' | 'RETRY' | 'CHECK_AGAIN' | 'PAYMENT';

/** The number chosen, as the steps kept it. */
export interface ChosenNumber {
  number: string;
  category: NumberCategory | null;
  /** ISO timestamp: the lock on a new number (change only). */
  lockedUntil: string | null;
}

/**
 * The sentences that differ when the number recovered is the line's own, held after the line
 * lapsed: the line is closed, so it has no number "now" that stops working; it comes back in
 * service with a period of its plan.
 */
export interface NumberChangeTexts {
  /** Recovery's list: what the numbers are. */
  introId: MessageId;
  /** The review: what happens and when. */
  whenId: MessageId;
  /** The status while it is on its way, and once done. */
  pendingBodyId: MessageId;
  doneBodyId: MessageId;
  /**
   * The review's name for the number chosen: "New number" for a change, "Number you get back" for
   * a recovery (a recovered number is an old one, never "new").
   */
  numberLabelId: MessageId;
}

const CHANGE_TEXTS: NumberChangeTexts = {
  introId: 'number_change.recovery.intro',
  whenId: 'number_change.details.when',
  pendingBodyId: 'number_change.status.pending.body',
  doneBodyId: 'number_change.status.done.body',
  numberLabelId: 'number_change.details.new',
};
const LAPSED_TEXTS: NumberChangeTexts = {
  introId: 'number_change.lapsed.intro',
  whenId: 'number_change.lapsed.when',
  pendingBodyId: 'number_change.lapsed.pending_body',
  doneBodyId: 'number_change.lapsed.done_body',
  numberLabelId: 'number_change.details.recovered',
};

export interface NumberChangeView {
  action: NumberChangeAction;
  /**
   * Recovery of the line's own number, held since the line lapsed (closed): the line works again
   * once it is back. The review has no "number now" then.
   */
  lapsed: boolean;
  texts: NumberChangeTexts;
  screen: NumberChangeScreen;
  phase: ServiceRequestPhase;
  /** The line's number now, once the eligibility is in. */
  currentNumber: string | null;
  fees: Readonly<Record<NumberCategory, Money>> | null;
  recoverable: readonly RecoverableNumber[];
  chosen: ChosenNumber | null;
  /** What the chosen number costs (MXN, IVA included; 0 is free), once known. */
  fee: number | null;
  /** The one-time code typed on the review, as typed. */
  code: string;
  /** The request refused the code for good: a new one is offered at once. */
  codeSpent: boolean;
  payment: ServiceRequestPaymentDue | null;
  requestId: string | null;
  /** The request as the customer's reference (formatted), what the page shows; never the raw id. */
  reference: string | null;
  status: ServiceRequestStatus | null;
  refusal: NumberChangeRefusal | null;
  messageId: MessageId | null;
  notice: MessageId | null;
  endedMessageId: MessageId | null;
  offersRequestHistory: boolean;
  busy: boolean;
  sends: ReadonlySet<NumberChangeCommand>;
}

const SCREEN_BY_PHASE = screensByPhase(
  {
    collecting: 'choose',
    confirming: 'details',
    cancelled: 'failed',
  },
  { pay: true },
);

/** The steps' data, read leniently: a view never throws on what storage gave back. */
const ChosenSchema = v.object({
  number: v.pipe(v.string(), v.regex(/^\d{10}$/)),
  category: v.optional(v.fallback(v.nullable(NumberCategorySchema), null), null),
  lockedUntil: v.optional(v.fallback(v.nullable(v.string()), null), null),
});

/** Which step holds the choice and the code: the journey's for a change, the form's for a recovery. */
export const numberChangeSteps = (action: NumberChangeAction) =>
  action === 'CHANGE' ? { choice: 'number', review: 'details' } : { choice: FORM_STEP, review: FORM_STEP };

/**
 * What a number change (or recovery) screen shows, read from the machine's snapshot. Screens
 * switch on `screen` and offer only the events in `sends`.
 */
export function numberChangeView(
  snapshot: SnapshotFrom<NumberChangeMachine>,
  action: NumberChangeAction,
  /** The line's number as the line page read it: after a reload past the submit, no eligibility is read. */
  lineNumber: string | null = null,
): NumberChangeView {
  const base = serviceRequestView(snapshot);
  const steps = numberChangeSteps(action);
  const screen: NumberChangeScreen = base.phase === 'collecting' ? 'choose' : SCREEN_BY_PHASE[base.phase];
  const parsed = v.safeParse(ChosenSchema, base.data[steps.choice]);
  const chosen: ChosenNumber | null = parsed.success ? parsed.output : null;
  const eligibility = base.eligibility;
  const recoverable = eligibility?.recoverable ?? [];
  const fee =
    chosen === null
      ? null
      : action === 'CHANGE'
        ? chosen.category
          ? (eligibility?.fees?.[chosen.category].amount ?? null)
          : null
        : (recoverable.find((candidate) => candidate.number === chosen.number)?.fee.amount ?? null);
  const typed = base.data[steps.review]?.code;
  const messages = action === 'CHANGE' ? NUMBER_CHANGE_MESSAGES : NUMBER_RECOVERY_MESSAGES;
  const number = base.submitted?.number ?? chosen?.number ?? null;
  // Only a lapsed line's own number is recovered onto the number the line already has.
  const lapsed =
    action === 'RECOVERY' && number !== null && number === (eligibility?.currentNumber ?? lineNumber);
  const offersLapsed = recoverable.some((candidate) => candidate.releasedBy === 'LAPSED');
  const sends = new Set<NumberChangeCommand>();
  if (screen === 'choose') sends.add('NEXT');
  if (screen === 'payment') sends.add('PAYMENT');
  for (const command of ['SUBMIT', 'EDIT', 'RETRY', 'CHECK_AGAIN'] as const) {
    if (base.can[command]) sends.add(command);
  }
  return {
    action,
    lapsed,
    texts:
      lapsed || (screen === 'choose' && offersLapsed)
        ? LAPSED_TEXTS
        : action === 'RECOVERY'
          ? { ...CHANGE_TEXTS, numberLabelId: 'number_change.details.recovered' }
          : CHANGE_TEXTS,
    screen,
    phase: base.phase,
    currentNumber: eligibility?.currentNumber ?? null,
    fees: eligibility?.fees ?? null,
    recoverable,
    chosen: base.submitted
      ? { ...(chosen ?? { category: null, lockedUntil: null }), number: base.submitted.number }
      : chosen,
    fee,
    code: typeof typed === 'string' ? typed : '',
    codeSpent: screen === 'send-failed' && codeIsSpent(base.messageId),
    payment: base.payment,
    requestId: base.requestId,
    reference: base.requestId ? formatRequestReference(base.requestId) : null,
    status: base.status,
    refusal: base.refusal,
    // A lapsed line that did not get its number back stays closed: it keeps no number.
    messageId:
      lapsed && base.messageId === NUMBER_RECOVERY_MESSAGES.failed
        ? 'number_change.lapsed.failed'
        : base.messageId,
    notice: base.notice,
    endedMessageId:
      screen === 'not-eligible'
        ? (base.messageId ?? messages.notEligible)
        : screen === 'left'
          ? 'number_change.left'
          : null,
    offersRequestHistory: screen === 'not-eligible' && refusalOffersRequestHistory(base.refusal),
    busy: snapshot.hasTag('busy'),
    sends,
  };
}
