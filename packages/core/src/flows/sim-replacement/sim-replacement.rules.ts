import type { SimType } from '../../gateway/enums.ts';
import type { Line } from '../../gateway/lines/line.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { JourneyEvent } from '../../journey/index.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { SIM_REPLACEMENT_LINE_ACTION } from './flow.ts';
import {
  ESIM_SIM_REPLACEMENT_ORDER_TYPE,
  type SimReplacementCharge,
  type SimReplacementEligibilityAnswer,
  type SimReplacementReason,
  type SimReplacementRefusal,
  type SimReplacementSpecifications,
} from './gateway/index.ts';

/** Why a line may not have a new SIM, in the customer's words (and what to do about it). */
const REFUSAL_MESSAGES: Readonly<Record<SimReplacementRefusal, MessageId>> = {
  REPLACEMENT_PENDING: 'sim_replacement.refusal.replacement_pending',
  SIM_NOT_DELIVERED: 'sim_replacement.refusal.sim_not_delivered',
  SIM_NOT_ACTIVATED: 'sim_replacement.refusal.sim_not_activated',
  LINE_CLOSING: 'sim_replacement.refusal.line_closing',
  PORT_IN_IN_PROGRESS: 'sim_replacement.refusal.port_in_in_progress',
  LINE_SUSPENDED: 'sim_replacement.refusal.line_suspended',
  LINE_UNREGISTERED: 'sim_replacement.refusal.line_unregistered',
  LINE_INACTIVE: 'sim_replacement.refusal.line_inactive',
  NO_NUMBER: 'sim_replacement.refusal.no_number',
  // The number lock's own sentence (flows/number-lock declares it for its code NUMBER_LOCKED).
  NUMBER_LOCKED: 'number_lock.refusal.sim_replacement',
  OTHER: 'sim_replacement.error.not_eligible',
};

export const simReplacementRefusalMessageId = (reason: SimReplacementRefusal): MessageId =>
  REFUSAL_MESSAGES[reason];

/** The new SIM type's name, as the order request and the summary show it. */
export const SIM_TYPE_LABELS: Readonly<Record<SimType, MessageId>> = {
  esim: 'sim_replacement.sim_type.esim',
  physical_sim: 'sim_replacement.sim_type.physical_sim',
};

export { SIM_REPLACEMENT_REASON_LABELS } from '../../machines/request-history/sim-replacement-reasons.ts';

/** A lost or stolen SIM is blocked as soon as the request is sent: the page says so before. */
export const blocksOldSim = (reason: SimReplacementReason | null): boolean => reason === 'LOST_OR_STOLEN';

/**
 * The summary's terms, true for the reason chosen: a lost or stolen SIM is
 * blocked when the request is sent (never "stops working when the new one is active"); any other
 * keeps working until the new SIM is active.
 */
export const simReplacementTermsId = (reason: SimReplacementReason | null): MessageId =>
  blocksOldSim(reason) ? 'sim_replacement.summary.terms.blocked' : 'sim_replacement.summary.terms';

/**
 * Whether the new SIM has a delivery step: a physical SIM is always sent; an eSIM as the
 * specification's ESIM-SIM_REPLACMENT entry says (the spec, spelt so), and not at all when it has none
 * (an eSIM is a download: nothing is sent unless the operator says so).
 */
export function simReplacementDeliveryNeeded(
  simType: SimType,
  specifications: Pick<SimReplacementSpecifications, 'esimDeliverySpecifications'>,
): boolean {
  if (simType === 'physical_sim') return true;
  const entry = specifications.esimDeliverySpecifications.find(
    (candidate) => candidate.orderType === ESIM_SIM_REPLACEMENT_ORDER_TYPE,
  );
  return entry?.deliveryNeeded ?? false;
}

/** The fee for the new SIM's type, from the specification (null when it names none). */
export function simReplacementFee(
  simType: SimType | null,
  specifications: Pick<SimReplacementSpecifications, 'fees'> | null,
): SimReplacementCharge | null {
  if (!simType || !specifications) return null;
  return specifications.fees.find((entry) => entry.simType === simType)?.fee ?? null;
}

/**
 * The order-request step's NEXT: the choice, and the fact the journey's delivery step reads,
 * decided by the specification (never by the page).
 */
export function simReplacementNext(
  choice: { reason: SimReplacementReason; simType: SimType },
  specifications: SimReplacementSpecifications,
): Extract<JourneyEvent, { type: 'NEXT' }> {
  return {
    type: 'NEXT',
    data: { reason: choice.reason, simType: choice.simType },
    facts: { deliveryNeeded: simReplacementDeliveryNeeded(choice.simType, specifications) },
  };
}

/** The line page's "Replace SIM": offered exactly when the gateway says so, the reason otherwise. */
export type SimReplacementLineAction =
  | { kind: 'offer'; labelId: MessageId; path: string }
  | { kind: 'refused'; labelId: MessageId; reasonId: MessageId };

export function simReplacementLineAction(
  line: Pick<Line, 'orderRef'>,
  eligibility: SimReplacementEligibilityAnswer | undefined,
): SimReplacementLineAction | null {
  if (!eligibility) return null;
  const { labelId, path } = SIM_REPLACEMENT_LINE_ACTION;
  if (eligibility.eligible) return { kind: 'offer', labelId, path: managePath(path, line.orderRef) };
  return { kind: 'refused', labelId, reasonId: simReplacementRefusalMessageId(eligibility.reason) };
}
