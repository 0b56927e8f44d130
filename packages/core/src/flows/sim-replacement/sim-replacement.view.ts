import * as v from 'valibot';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { type ServiceRequestStatus, type SimType, SimTypeSchema } from '../../gateway/enums.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import {
  type RefusalNextStep,
  refusalNextStep,
  type ServiceRequestPaymentDue,
  type ServiceRequestPhase,
  serviceRequestView,
} from '../../machines/service-request-template/index.ts';
import { screensByPhase } from '../../machines/service-request-template/service-request-template.screens.ts';
import type { StepUpMachine } from '../../machines/step-up/step-up.machine.ts';
import {
  type SimReplacementCharge,
  type SimReplacementDelivery,
  SimReplacementDeliverySchema,
  type SimReplacementReason,
  SimReplacementReasonSchema,
  type SimReplacementRefusal,
  type SimReplacementSpecifications,
} from './gateway/index.ts';
import { SIM_REPLACEMENT_MESSAGES, type SimReplacementMachine } from './sim-replacement.machine.ts';
import {
  blocksOldSim,
  simReplacementDeliveryNeeded,
  simReplacementFee,
  simReplacementTermsId,
} from './sim-replacement.rules.ts';

/** The screen SIM replacement shows: a journey step's, the payment's, or the outcome's. */
export type SimReplacementScreen =
  | 'checking'
  | 'check-failed'
  | 'not-eligible'
  /** journeys/sim-replacement.json's steps, by name. */
  | 'order-request'
  | 'kyc'
  | 'delivery-details'
  | 'order-summary'
  | 'sending'
  | 'send-failed'
  /** /manage/sim-replacement-order-payment, /manage/payment-failed: the fee's order. */
  | 'payment'
  | 'payment-failed'
  /** /manage/payment-success: the request is followed until done. */
  | 'status'
  | 'follow-later'
  | 'cancelling'
  | 'done'
  | 'failed'
  | 'cancelled'
  | 'left';

export type SimReplacementCommand = 'NEXT' | 'BACK' | 'SUBMIT' | 'EDIT' | 'RETRY' | 'CHECK_AGAIN' | 'PAYMENT';

export interface SimReplacementView {
  screen: SimReplacementScreen;
  phase: ServiceRequestPhase;
  /** The SIM the line has now (eligible lines only). */
  currentSimType: SimType | null;
  specifications: SimReplacementSpecifications | null;
  reason: SimReplacementReason | null;
  simType: SimType | null;
  /** The chosen reason blocks the old SIM as soon as the request is sent (lost or stolen). */
  blocksOldSim: boolean;
  /** The summary's terms, saying when the old SIM stops working for this reason. */
  termsId: MessageId;
  /** The gateway said the old SIM is blocked (this run's submit answer). */
  oldSimBlocked: boolean;
  /** The new SIM is delivered (physical, or an eSIM the specification says so), once chosen. */
  deliveryNeeded: boolean | null;
  delivery: SimReplacementDelivery | null;
  /** The identity check is in (its uploads' ids kept on the kyc step). */
  kycDone: boolean;
  /** The fee for the chosen SIM type, IVA included, from the specification. */
  fee: SimReplacementCharge | null;
  payment: ServiceRequestPaymentDue | null;
  requestId: string | null;
  status: ServiceRequestStatus | null;
  refusal: SimReplacementRefusal | null;
  messageId: MessageId | null;
  notice: MessageId | null;
  endedMessageId: MessageId | null;
  /** Not eligible for a reason a page of ours lifts (the line registry): that page, as the main button. */
  nextStep: RefusalNextStep | null;
  /** Refused for a replacement already on its way, which "you can follow in your requests": link them. */
  offersRequestHistory: boolean;
  busy: boolean;
  sends: ReadonlySet<SimReplacementCommand>;
  /**
   * The account's address approving the submit: the app's flow shell shows the shared
   * step over the review while it is set; EDIT goes back to the review.
   */
  stepUp: ActorRefFrom<StepUpMachine> | null;
}

const SCREEN_BY_PHASE = screensByPhase(
  {
    collecting: 'order-request',
    confirming: 'order-summary',
  },
  { pay: true },
);

const STEP_SCREENS: Readonly<Record<string, SimReplacementScreen>> = {
  'order-request': 'order-request',
  kyc: 'kyc',
  'delivery-details': 'delivery-details',
  'order-summary': 'order-summary',
};

const parsed = <T>(schema: v.GenericSchema<unknown, T>, value: unknown): T | null => {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : null;
};

/** What a SIM-replacement screen shows, from the machine's snapshot; screens offer only `sends`. */
export function simReplacementView(snapshot: SnapshotFrom<SimReplacementMachine>): SimReplacementView {
  const base = serviceRequestView(snapshot);
  const screen: SimReplacementScreen =
    base.phase === 'collecting'
      ? (STEP_SCREENS[base.step ?? ''] ?? 'order-request')
      : SCREEN_BY_PHASE[base.phase];
  const request = base.data['order-request'];
  const reason = parsed(SimReplacementReasonSchema, request?.reason);
  const simType = parsed(SimTypeSchema, request?.simType);
  const specifications = base.eligibility?.specifications ?? null;
  const kycIds = base.data.kyc?.kycIds;
  const sends = new Set<SimReplacementCommand>();
  if (screen === 'order-request' || screen === 'kyc' || screen === 'delivery-details') sends.add('NEXT');
  if (screen === 'kyc' || screen === 'delivery-details') sends.add('BACK');
  if (screen === 'payment') sends.add('PAYMENT');
  for (const command of ['SUBMIT', 'EDIT', 'RETRY', 'CHECK_AGAIN'] as const) {
    if (base.can[command]) sends.add(command);
  }
  return {
    screen,
    phase: base.phase,
    currentSimType: base.eligibility?.currentSimType ?? null,
    specifications,
    reason,
    simType,
    blocksOldSim: blocksOldSim(reason),
    termsId: simReplacementTermsId(reason),
    oldSimBlocked:
      base.submitted?.oldSimBlocked ?? (base.checkpoint !== 'collecting' && blocksOldSim(reason)),
    deliveryNeeded: simType && specifications ? simReplacementDeliveryNeeded(simType, specifications) : null,
    delivery: parsed(SimReplacementDeliverySchema, base.data['delivery-details']?.delivery),
    kycDone: Array.isArray(kycIds) && kycIds.length > 0,
    fee: simReplacementFee(simType, specifications),
    payment: base.payment,
    requestId: base.requestId,
    status: base.status,
    refusal: base.refusal,
    messageId: base.messageId,
    notice: base.notice,
    endedMessageId:
      screen === 'not-eligible'
        ? (base.messageId ?? SIM_REPLACEMENT_MESSAGES.notEligible)
        : screen === 'cancelled'
          ? SIM_REPLACEMENT_MESSAGES.cancelled
          : screen === 'left'
            ? 'sim_replacement.left'
            : null,
    nextStep: screen === 'not-eligible' ? refusalNextStep(base.refusal) : null,
    offersRequestHistory: screen === 'not-eligible' && base.refusal === 'REPLACEMENT_PENDING',
    busy: snapshot.hasTag('busy'),
    sends,
    stepUp: base.stepUp,
  };
}
