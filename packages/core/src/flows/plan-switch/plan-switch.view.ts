import type { SnapshotFrom } from 'xstate';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { JourneyData } from '../../journey/index.ts';
import {
  type RefusalNextStep,
  refusalNextStep,
  type ServiceRequestPaymentDue,
  type ServiceRequestPhase,
  serviceRequestView,
} from '../../machines/service-request-template/index.ts';
import { screensByPhase } from '../../machines/service-request-template/service-request-template.screens.ts';
import {
  PLAN_SWITCH_TIMINGS,
  type PlanSwitchOption,
  type PlanSwitchPreview,
  type PlanSwitchRefusal,
  type PlanSwitchTiming,
} from './gateway/index.ts';
import { PLAN_SWITCH_MESSAGES, type PlanSwitchMachine } from './plan-switch.machine.ts';

/** The screen plan switch shows: a journey step's, a shared payment page's, or the outcome's. */
export type PlanSwitchScreen =
  | 'checking'
  | 'check-failed'
  | 'not-eligible'
  /** journeys/plan-switch.json's steps, by name. */
  | 'plans'
  | 'plan-details'
  | 'order-summary'
  | 'sending'
  | 'send-failed'
  /** /manage/payment, /manage/payment-failed: the order the switch created. */
  | 'payment'
  | 'payment-failed'
  /** /manage/payment-success then the status: the switch is followed until done. */
  | 'status'
  | 'follow-later'
  | 'cancelling'
  | 'done'
  | 'failed'
  | 'cancelled'
  | 'left';

/** The events a plan-switch screen may send (the template's, and the journey's on its steps). */
export type PlanSwitchCommand =
  | 'NEXT'
  | 'BACK'
  | 'SUBMIT'
  | 'EDIT'
  | 'RETRY'
  | 'CANCEL'
  | 'CHECK_AGAIN'
  | 'PAYMENT';

export interface PlanSwitchView {
  screen: PlanSwitchScreen;
  phase: ServiceRequestPhase;
  /** The line's plan now: the plans step marks it and offers the others. */
  currentSku: string | null;
  /** The plan chosen on the plans step (data.plans.sku), once chosen. */
  chosenSku: string | null;
  /** The timing chosen on the details step, once chosen. */
  timing: PlanSwitchTiming | null;
  /**
   * The order preview's option for the chosen timing (what is due now and from when), once the
   * preview is known and a timing chosen; the summary shows it.
   */
  option: PlanSwitchOption | null;
  /** Plan switch's own fact: something is due now (summary: "pay now"; nothing due: no payment). */
  paymentDue: boolean | null;
  /** The order to pay, once the switch is sent with something due. */
  payment: ServiceRequestPaymentDue | null;
  requestId: string | null;
  status: ServiceRequestStatus | null;
  /** Why the line may not switch now, typed (SWITCH_PENDING: a switch waits for the renewal). */
  refusal: PlanSwitchRefusal | null;
  messageId: MessageId | null;
  notice: MessageId | null;
  /**
   * Why the flow ended without a switch, for its page: not eligible (the refusal), cancelled, or
   * left; null while it has not.
   */
  endedMessageId: MessageId | null;
  /** A switch already waits for the renewal: the page offers the request history, where it is cancelled. */
  offersRequestHistory: boolean;
  /** Not eligible for a reason a page of ours lifts (the line registry): that page, as the main button. */
  nextStep: RefusalNextStep | null;
  /** A call is under way (a check, the submit, a status read): the page stays where it is. */
  busy: boolean;
  /** What this screen may send now. */
  sends: ReadonlySet<PlanSwitchCommand>;
}

const SCREEN_BY_PHASE = screensByPhase(
  {
    collecting: 'plans',
    confirming: 'order-summary',
  },
  { pay: true, cancel: true },
);

const JOURNEY_SCREENS: ReadonlySet<PlanSwitchScreen> = new Set(['plans', 'plan-details']);

function stringAt(data: JourneyData, step: string, field: string): string | null {
  const value = data[step]?.[field];
  return typeof value === 'string' && value !== '' ? value : null;
}

const isTiming = (value: string | null): value is PlanSwitchTiming =>
  PLAN_SWITCH_TIMINGS.some((timing) => timing === value);

/**
 * What a plan-switch screen shows, read from the machine's snapshot and, on the details and
 * summary steps, the order preview of the chosen plan (a query the screen reads by simNumber and
 * `chosenSku`). Screens switch on `screen` and offer only the events in `sends`.
 */
export function planSwitchView(
  snapshot: SnapshotFrom<PlanSwitchMachine>,
  preview: PlanSwitchPreview | null = null,
): PlanSwitchView {
  const base = serviceRequestView(snapshot);
  const step = base.step;
  const screen: PlanSwitchScreen =
    base.phase === 'collecting'
      ? step === 'plan-details'
        ? 'plan-details'
        : step === 'order-summary'
          ? 'order-summary'
          : 'plans'
      : SCREEN_BY_PHASE[base.phase];
  const chosenSku = stringAt(base.data, 'plans', 'sku');
  const chosenTiming = stringAt(base.data, 'plan-details', 'timing');
  const timing = isTiming(chosenTiming) ? chosenTiming : null;
  const option =
    preview && preview.newPlan.sku === chosenSku
      ? (preview.options.find((o) => o.timing === timing) ?? null)
      : null;
  const paymentDue =
    base.checkpoint === 'collecting'
      ? option
        ? option.dueNow.amount.amount > 0
        : null
      : base.payment !== null;
  const sends = new Set<PlanSwitchCommand>();
  if (JOURNEY_SCREENS.has(screen)) sends.add('NEXT');
  if (screen === 'plan-details') sends.add('BACK');
  if (screen === 'payment') sends.add('PAYMENT');
  for (const command of ['SUBMIT', 'EDIT', 'RETRY', 'CANCEL', 'CHECK_AGAIN'] as const) {
    if (base.can[command]) sends.add(command);
  }
  return {
    screen,
    phase: base.phase,
    currentSku: base.eligibility?.currentSku ?? null,
    chosenSku,
    timing,
    option,
    paymentDue,
    payment: base.payment,
    requestId: base.requestId,
    status: base.status,
    refusal: base.refusal,
    messageId: base.messageId,
    notice: base.notice,
    endedMessageId:
      screen === 'not-eligible'
        ? (base.messageId ?? PLAN_SWITCH_MESSAGES.notEligible)
        : screen === 'cancelled'
          ? PLAN_SWITCH_MESSAGES.cancelled
          : screen === 'left'
            ? 'plan_switch.left'
            : null,
    offersRequestHistory: screen === 'not-eligible' && base.refusal === 'SWITCH_PENDING',
    nextStep: screen === 'not-eligible' ? refusalNextStep(base.refusal) : null,
    busy: snapshot.hasTag('busy'),
    sends,
  };
}
