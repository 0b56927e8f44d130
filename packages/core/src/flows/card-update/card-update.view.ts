import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { OtpTimerMachine } from '../../machines/otp-timer/otp-timer.machine.ts';
import type { CardEntryMachine } from '../../machines/payment/card-entry/card-entry.machine.ts';
import {
  type ServiceRequestPhase,
  serviceRequestView,
} from '../../machines/service-request-template/index.ts';
import { screensByPhase } from '../../machines/service-request-template/service-request-template.screens.ts';
import { CARD_UPDATE_STEPS, type CardUpdateCollectMachine, readRequestData } from './card-update.collect.ts';
import { CARD_UPDATE_MESSAGES, type CardUpdateMachine } from './card-update.machine.ts';
import type { CardUpdateEligibleLine } from './card-update.types.ts';

export type CardUpdateScreen =
  | 'checking'
  | 'check-failed'
  | 'not-eligible'
  /** /manage/update-card/verify: the code is being asked for, could not be, or is typed. */
  | 'requesting-code'
  | 'code-failed'
  | 'verify'
  /** /manage/update-card/request: the provider's hosted fields (or why they could not load). */
  | 'card'
  | 'card-failed'
  /** /manage/update-card/submit: the review, its sending, and the result. */
  | 'review'
  | 'sending'
  | 'send-failed'
  | 'status'
  | 'follow-later'
  | 'done'
  | 'failed';

export type CardUpdateCommand = 'SUBMIT' | 'RETRY' | 'EDIT' | 'CHECK_AGAIN' | 'RETRY_STEP';

export type CardUpdateCollectRef = ActorRefFrom<CardUpdateCollectMachine>;

export interface CardUpdateView {
  screen: CardUpdateScreen;
  phase: ServiceRequestPhase;
  /** The line's number and the card it renews with now, once found eligible. */
  line: CardUpdateEligibleLine | null;
  /** The new card as typed (brand and last four), from the card step on; then the gateway's. */
  newCard: { brand: string; last4: string } | null;
  requestId: string | null;
  messageId: MessageId | null;
  busy: boolean;
  sends: ReadonlySet<CardUpdateCommand>;
  /** The collect child: it takes RETRY_STEP (as RETRY) and emits the frame's `tokenize` requests. */
  collect: CardUpdateCollectRef | null;
  /** The OTP timer on the verify screen (the code form renders it). */
  otp: ActorRefFrom<OtpTimerMachine> | null;
  /** The card entry on the card screen (connectCardEntry renders it). */
  cardEntry: ActorRefFrom<CardEntryMachine> | null;
}

const SCREEN_BY_PHASE = screensByPhase({
  collecting: 'requesting-code',
  confirming: 'review',
  cancelled: 'failed',
  left: 'failed',
});

type CollectSnapshot = SnapshotFrom<CardUpdateCollectMachine>;

const childOf = (actor: AnyActorRef | undefined, id: string): AnyActorRef | undefined =>
  (actor?.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> } | undefined)?.children?.[
    id
  ];

function collectScreen(collect: CollectSnapshot | undefined): CardUpdateScreen {
  // The child is any logic to the template: only a card-update collect machine's states are read.
  if (typeof collect?.matches !== 'function') return 'requesting-code';
  if (collect.matches('codeFailed')) return 'code-failed';
  if (collect.matches('verifying')) return 'verify';
  if (collect.matches('enteringCard')) return 'card';
  if (collect.matches('cardFailed')) return 'card-failed';
  return 'requesting-code';
}

/** What a card-update screen shows, from the machine's snapshot, and the events it may send. */
export function cardUpdateView(snapshot: SnapshotFrom<CardUpdateMachine>): CardUpdateView {
  const base = serviceRequestView(snapshot);
  const collectRef = snapshot.children.collect as CardUpdateCollectRef | undefined;
  const running = collectRef?.getSnapshot() as CollectSnapshot | undefined;
  const collect = typeof running?.matches === 'function' ? running : undefined;
  const screen = base.phase === 'collecting' ? collectScreen(collect) : SCREEN_BY_PHASE[base.phase];
  const sends = new Set<CardUpdateCommand>();
  for (const command of ['SUBMIT', 'RETRY', 'EDIT', 'CHECK_AGAIN'] as const) {
    if (base.can[command]) sends.add(command);
  }
  if (screen === 'code-failed' || screen === 'card-failed') sends.add('RETRY_STEP');
  const typed = readRequestData(base.data);
  const collectNotice = collect?.context.notice ?? null;
  return {
    screen,
    phase: base.phase,
    line: base.eligibility,
    newCard: base.submitted?.card ?? (typed ? { brand: typed.brand, last4: typed.last4 } : null),
    requestId: base.requestId,
    messageId:
      screen === 'not-eligible'
        ? (base.messageId ?? CARD_UPDATE_MESSAGES.notEligible)
        : screen === 'code-failed' || screen === 'card-failed'
          ? collectNotice
          : base.messageId,
    busy: snapshot.hasTag('busy') || (collect?.hasTag('busy') ?? false),
    sends,
    collect: collectRef ?? null,
    otp: (childOf(collectRef, 'otp') as ActorRefFrom<OtpTimerMachine> | undefined) ?? null,
    cardEntry: (childOf(collectRef, 'cardEntry') as ActorRefFrom<CardEntryMachine> | undefined) ?? null,
  };
}

/** The step a screen belongs to (its page): verify, request (the card) or submit. */
export function cardUpdateStepOf(
  screen: CardUpdateScreen,
): (typeof CARD_UPDATE_STEPS)[keyof typeof CARD_UPDATE_STEPS] | null {
  if (screen === 'requesting-code' || screen === 'code-failed' || screen === 'verify')
    return CARD_UPDATE_STEPS.verify;
  if (screen === 'card' || screen === 'card-failed') return CARD_UPDATE_STEPS.request;
  if (screen === 'checking' || screen === 'check-failed' || screen === 'not-eligible') return null;
  return CARD_UPDATE_STEPS.submit;
}
