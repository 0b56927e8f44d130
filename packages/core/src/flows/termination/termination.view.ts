import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import { formatRequestReference } from '../../i18n/format-request-reference.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { JourneyData } from '../../journey/index.ts';
import {
  type ServiceRequestPhase,
  serviceRequestView,
} from '../../machines/service-request-template/index.ts';
import { screensByPhase } from '../../machines/service-request-template/service-request-template.screens.ts';
import type { StepUpMachine } from '../../machines/step-up/step-up.machine.ts';
import { isValidClabe } from '../../validation/clabe.ts';
import {
  type LineReward,
  TERMINATION_FEEDBACK_MAX,
  type TerminationLosses,
  type TerminationReason,
  type TerminationRefund,
  type TerminationRefusal,
  type WinBackOffer,
} from './gateway/index.ts';
import { TERMINATION_MESSAGES, type TerminationMachine } from './termination.machine.ts';
import { refusalOffersRequestHistory } from './termination.rules.ts';
import type { SubmittedTerminationRequest } from './termination.types.ts';

/** The screen termination shows: a journey step's, or the outcome's. */
export type TerminationScreen =
  | 'checking'
  | 'check-failed'
  /** 4121101: the reason and what to do. */
  | 'not-eligible'
  /** journeys/termination.json's steps, by name. */
  | 'request'
  | 'stay'
  | 'submit'
  | 'sending'
  | 'send-failed'
  /** The termination is requested; the line closes at its date (withdraw while allowed). */
  | 'submitted'
  | 'withdrawing'
  /** The line is closed (at once before activation, with its refund). */
  | 'closed'
  /** An offer was claimed: the reward is on the line and no termination was made. */
  | 'claimed'
  | 'withdrawn'
  | 'failed'
  | 'left';

/** The events a termination screen may send. */
export type TerminationCommand = 'NEXT' | 'BACK' | 'SUBMIT' | 'EDIT' | 'RETRY' | 'CANCEL' | 'CHECK_AGAIN';

export interface TerminationView {
  screen: TerminationScreen;
  phase: ServiceRequestPhase;
  /** What closing the line loses, once the eligibility is in. */
  losses: TerminationLosses | null;
  /** The full refund of a line whose SIM was never activated, or null. */
  refund: TerminationRefund | null;
  /** Where the refund goes, as a sentence (the card that paid, the paying account, a CLABE), or null. */
  refundDestination: { id: MessageId; values: Record<string, string> } | null;
  /** The request step asks for the CLABE the refund goes to: the order was paid in cash at OXXO. */
  asksRefundClabe: boolean;
  /** The CLABE typed so far (kept with the step's answers). */
  refundClabe: string;
  /** The gateway's reasons, in its order; none is chosen until the customer chooses. */
  reasons: readonly TerminationReason[];
  /** The win-back offers (the spec's winBackOptions). */
  offers: readonly WinBackOffer[];
  /** What the request step's NEXT states: whether the offers' step has anything to show. */
  requestFacts: { offersAvailable: boolean };
  /**
   * The way to keep the number (its NIP from 051, called or texted from the line): not for a SIM
   * never activated (refunded), which can call nothing.
   */
  portOutAdvice: boolean;
  /**
   * The line's number transfer was refused: the number never became the line's and stays with the
   * donor (nothing is released), and the order comes back in full since the line never had service.
   */
  numberWithDonor: boolean;
  /** The reason chosen on the request step, and its label. */
  reason: string | null;
  reasonLabel: string | null;
  feedback: string;
  /** The offer accepted on the stay step; null when the offers were declined (or not yet seen). */
  acceptedOffer: WinBackOffer | null;
  /** What the submit answered in this visit (the request, or the claimed reward). */
  closesAt: string | null;
  reward: LineReward | null;
  requestId: string | null;
  /** The request as the customer's reference (formatted), what the page shows; never the raw id. */
  reference: string | null;
  status: ServiceRequestStatus | null;
  refusal: TerminationRefusal | null;
  messageId: MessageId | null;
  notice: MessageId | null;
  /** Why the flow ended without a termination; null while it has not. */
  endedMessageId: MessageId | null;
  /** The refusal is resolved in the request history (a request to cancel, or to withdraw). */
  offersRequestHistory: boolean;
  busy: boolean;
  sends: ReadonlySet<TerminationCommand>;
  /**
   * The account's address approving the submit: the app's flow shell shows the shared
   * step over the review while it is set; EDIT goes back to the review.
   */
  stepUp: ActorRefFrom<StepUpMachine> | null;
}

const SCREEN_BY_PHASE = screensByPhase(
  {
    collecting: 'request',
    confirming: 'submit',
    following: 'submitted',
    followLater: 'submitted',
    cancelling: 'withdrawing',
    cancelled: 'withdrawn',
    succeeded: 'closed',
  },
  { cancel: true },
);

const STEP_SCREENS: Readonly<Record<string, TerminationScreen>> = {
  request: 'request',
  stay: 'stay',
  submit: 'submit',
};

function stringAt(data: JourneyData, step: string, field: string): string | null {
  const value = data[step]?.[field];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Where a refund goes, as the sentence after its amount: back to the card that paid; back by SPEI
 * to the account a transfer came from; for cash paid at OXXO, which has no way back of its own, by
 * SPEI to the CLABE the customer gives (the answer's last four once sent, else the valid one typed),
 * or, until one is, the ask for it. Here rather than in termination.rules.ts, which the line page
 * loads for its action: the CLABE check would be one more script there.
 */
export function refundDestinationText(
  refund: Pick<TerminationRefund, 'paidWith' | 'clabeLast4'>,
  typedClabe: string,
): { id: MessageId; values: Record<string, string> } {
  const { paidWith } = refund;
  if (paidWith.method === 'CARD') {
    return { id: 'termination.refund_to.card', values: { brand: paidWith.brand, last4: paidWith.last4 } };
  }
  if (paidWith.method === 'SPEI') return { id: 'termination.refund_to.spei', values: {} };
  const last4 = refund.clabeLast4 ?? (isValidClabe(typedClabe) ? typedClabe.slice(-4) : null);
  return last4
    ? { id: 'termination.refund_to.clabe', values: { last4 } }
    : { id: 'termination.refund_to.oxxo', values: {} };
}

/**
 * The request step's input, checked: a reason from the list, feedback within its length and, when
 * the refund needs one, a CLABE with a valid check digit (spaces, as banks print it, are ignored).
 */
export interface TerminationRequestProblems {
  reason?: MessageId;
  feedback?: MessageId;
  refundClabe?: MessageId;
}

export function terminationRequestProblems(
  input: { reason: string | null; feedback: string; refundClabe: string },
  reasons: readonly TerminationReason[],
  asksRefundClabe: boolean,
): TerminationRequestProblems {
  const problems: TerminationRequestProblems = {};
  if (!input.reason || !reasons.some((reason) => reason.code === input.reason)) {
    problems.reason = 'termination.reason.required';
  }
  if (input.feedback.length > TERMINATION_FEEDBACK_MAX) problems.feedback = 'termination.feedback.too_long';
  const clabe = typedClabe(input.refundClabe);
  if (asksRefundClabe && clabe === '') problems.refundClabe = 'termination.refund_clabe.required';
  else if (asksRefundClabe && !isValidClabe(clabe)) problems.refundClabe = 'termination.refund_clabe.invalid';
  return problems;
}

/** A CLABE as typed or pasted (banks print it in groups), as the gateway takes it. */
const typedClabe = (typed: string): string => typed.replace(/\s+/g, '');

/** What the request step keeps and sends on: a CLABE only when the refund needs one, without spaces. */
export function terminationRequestData(
  typed: { reason: string; feedback: string; refundClabe: string },
  asksRefundClabe: boolean,
): { reason: string; feedback: string; refundClabe?: string } {
  const { reason, feedback } = typed;
  return asksRefundClabe
    ? { reason, feedback, refundClabe: typedClabe(typed.refundClabe) }
    : { reason, feedback };
}

/**
 * What a termination screen shows, read from the machine's snapshot. Screens switch on `screen`
 * and offer only the events in `sends`.
 */
export function terminationView(snapshot: SnapshotFrom<TerminationMachine>): TerminationView {
  const base = serviceRequestView(snapshot);
  const accepted = snapshot.context.facts.offerAccepted === true;
  const screen: TerminationScreen =
    base.phase === 'collecting'
      ? (STEP_SCREENS[base.step ?? ''] ?? 'request')
      : base.phase === 'succeeded'
        ? accepted
          ? 'claimed'
          : 'closed'
        : SCREEN_BY_PHASE[base.phase];
  const eligibility = base.eligibility;
  const reasons = eligibility?.reasons ?? [];
  const offers = eligibility?.offers ?? [];
  const reason = stringAt(base.data, 'request', 'reason');
  const offerId = accepted ? stringAt(base.data, 'stay', 'offerId') : null;
  const submitted: SubmittedTerminationRequest | null = base.submitted;
  const refund = submitted?.kind === 'termination' ? submitted.refund : (eligibility?.refund ?? null);
  const refundClabe = stringAt(base.data, 'request', 'refundClabe') ?? '';
  const sends = new Set<TerminationCommand>();
  if (screen === 'request' || screen === 'stay') sends.add('NEXT');
  if (screen === 'stay') sends.add('BACK');
  for (const command of ['SUBMIT', 'EDIT', 'RETRY', 'CANCEL', 'CHECK_AGAIN'] as const) {
    if (base.can[command]) sends.add(command);
  }
  return {
    screen,
    phase: base.phase,
    losses: eligibility?.losses ?? null,
    refund,
    refundDestination: refund ? refundDestinationText(refund, refundClabe) : null,
    asksRefundClabe: refund?.paidWith.method === 'OXXO',
    refundClabe,
    reasons,
    offers,
    requestFacts: { offersAvailable: offers.length > 0 },
    portOutAdvice: refund === null,
    numberWithDonor: refund?.reason === 'TRANSFER_REFUSED',
    reason,
    reasonLabel: reasons.find((candidate) => candidate.code === reason)?.label ?? null,
    feedback: stringAt(base.data, 'request', 'feedback') ?? '',
    acceptedOffer: offers.find((offer) => offer.offerId === offerId) ?? null,
    closesAt: submitted?.kind === 'termination' ? submitted.closesAt : null,
    reward: submitted?.kind === 'claim' ? submitted.reward : null,
    requestId: accepted ? null : base.requestId,
    reference: accepted || !base.requestId ? null : formatRequestReference(base.requestId),
    status: base.status,
    refusal: base.refusal,
    messageId: base.messageId,
    notice: base.notice,
    endedMessageId:
      screen === 'not-eligible'
        ? (base.messageId ?? TERMINATION_MESSAGES.notEligible)
        : screen === 'withdrawn'
          ? TERMINATION_MESSAGES.cancelled
          : screen === 'left'
            ? 'termination.left'
            : null,
    offersRequestHistory: screen === 'not-eligible' && refusalOffersRequestHistory(base.refusal),
    busy: snapshot.hasTag('busy'),
    sends,
    stepUp: base.stepUp,
  };
}
