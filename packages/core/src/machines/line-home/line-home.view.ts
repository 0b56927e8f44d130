import type { Line } from '../../gateway/lines/index.ts';
import type { Order } from '../../gateway/orders/order.schema.ts';
import { formatNationalNumber } from '../../i18n/format-national-number.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { type OrderFact, orderDeliveryFacts } from '../../orders/order-facts.ts';
import type { OrderLabel } from '../../orders/order-labels.ts';
import { portInStatusLabel } from '../service-request-template/service-request.rules.ts';
import { type LineBox, lineBoxes } from './line-boxes.ts';
import {
  hasNoNumber,
  isTransferWaitingForSim,
  type LineAction,
  type LineState,
  type LineStateKind,
  lineActions,
  lineState,
} from './line-home.rules.ts';
import { type LineRow, lineRows } from './line-rows.ts';
import { lineRenews, lineStatusMeaning } from './line-status-meaning.ts';
import { portOutInProgress } from './port-out.rules.ts';
import { type StatusRemedy, statusRemedy } from './status-remedy.ts';

/** What the line's home (/manage/order) renders: every value ready to format, no rule left. */
export interface LineHomeView {
  orderRef: string;
  accountNumber: string;
  /** The number as Mexicans write it (55 1234 5678). */
  msisdn: string;
  /** Said under the number when it is not (or not yet) this line's: a transfer running or failed. */
  numberNoteId: MessageId | null;
  plan: { name: string; price: number; validityDays: number; allowances: string[] };
  status: LineState & {
    /**
     * The date the "what to do" sentence names, or null: until when Grace keeps the service, or
     * until when a closed line's number is held for it.
     */
    until: string | null;
    /** The flow the "what to do" sentence asks for, which it links to when offered (status-remedy.ts). */
    remedy: StatusRemedy | null;
    /** The date the meaning names (`{date}`: until when a paid line is active), or null. */
    meaningDate: string | null;
  };
  /** The next renewal (an instant; shown in Mexico City time), or null when there is none. */
  renewalDate: string | null;
  /** What the renewal row says when there is no date. */
  noRenewalId: MessageId;
  /** A lapsed line's renewal date is the one it missed, and says so. */
  renewalLabelId: MessageId;
  /** The rows the flows add to the details (their flow.ts's `lineRows`), each after its detail. */
  rows: LineRow[];
  /** The boxes the wings add that show on this line (their `<box>.line-box.ts`), each at its place. */
  boxes: LineBox[];
  /** The line actions (by their flow's id) a shown box offers itself: the actions leave them out. */
  replacedActions: string[];
  simTypeId: MessageId;
  /** The transfer's state when the number was brought from another operator. */
  portIn: OrderLabel | null;
  /** When the number switches to this line (an instant, shown in Mexico City time), or null. */
  transferSwitchAt: string | null;
  actions: LineAction[];
  /** When and where the order's SIM arrives (a physical SIM), else empty. */
  delivery: OrderFact[];
  /** Said above everything when the SIM in the phone is blocked (reported lost or stolen), else null. */
  simBlocked: { titleId: MessageId; bodyId: MessageId } | null;
  /**
   * A renewal's OXXO voucher or SPEI reference out and unpaid (by the page's clock): the page says
   * the payment is pending with what to pay and by when, instead of asking to pay.
   */
  pendingPayment: {
    titleId: MessageId;
    bodyId: MessageId;
    reference: string;
    /** MXN, IVA included. */
    amount: number;
    expiresAt: string;
  } | null;
  /**
   * Another operator's port-out under way: to whom, when it completes, and "No fui yo"'s page
   * (null when no flow of this build answers it).
   */
  portOut: { recipient: string; completesAt: string; path: string | null } | null;
}

/** Statuses reached by a missed renewal (Grace, then Suspend). */
const LAPSED: ReadonlySet<Line['status']> = new Set(['Grace', 'Suspend']);

const NUMBER_NOTES: Partial<Record<LineStateKind, MessageId>> = {
  transfer_in_progress: 'line_home.number.transferring',
  transfer_in_progress_install_esim: 'line_home.number.transferring',
  transfer_failed: 'line_home.number.stayed_with_donor',
  ported_out: 'line_home.number.ported_out',
};

/** A transfer waiting for the SIM: the number is still the donor's, whatever the SIM's state. */
const numberNote = (line: Line, kind: LineStateKind): MessageId | null =>
  NUMBER_NOTES[kind] ?? (isTransferWaitingForSim(line) ? 'line_home.number.waiting_for_sim' : null);

/** The line's home from the paid order and its line: every fact read by `lineState`, none here. */
export function lineHomeView(
  line: Line,
  order?: Pick<Order, 'delivery'>,
  now: number = Date.now(),
): LineHomeView {
  const status = lineState({ line, delivery: order?.delivery });
  // A line whose transfer failed, or whose number another operator took, has no number of its
  // own: nothing renews. Nor does a closed line, or one the customer asked to cancel.
  const noNumber = hasNoNumber(line);
  const renews = lineRenews(line, status);
  const pending =
    line.pendingPayment && Date.parse(line.pendingPayment.expiresAt) > now ? line.pendingPayment : null;
  return {
    orderRef: line.orderRef,
    accountNumber: line.accountNumber,
    msisdn: formatNationalNumber(line.msisdn),
    numberNoteId: numberNote(line, status.kind),
    plan: {
      name: line.plan.name,
      price: line.plan.price.amount,
      validityDays: line.plan.validityDays,
      allowances: line.plan.allowances.map((allowance) => allowance.label),
    },
    status: {
      ...status,
      ...lineStatusMeaning(line, status),
      // "Pay your plan before …" is not asked of a customer whose payment is on its way.
      ...(pending ? { nextActionId: null } : {}),
      until:
        status.kind === 'closed_number_held'
          ? (line.numberHeldUntil ?? null)
          : status.kind === 'closing'
            ? (line.closesAt ?? null)
            : (line.graceEndsAt ?? null),
      remedy: statusRemedy(status.kind),
    },
    renewalDate: renews ? line.renewalDate : null,
    noRenewalId: noNumber
      ? 'line_home.renewal.no_number'
      : status.kind === 'closed' || status.kind === 'cancelled'
        ? 'line_home.renewal.closed'
        : status.kind === 'closing'
          ? 'line_home.renewal.closing'
          : 'line_home.renewal.none',
    // A line suspended for the registry missed no renewal.
    // A line closed after it lapsed names the renewal it missed too.
    renewalLabelId:
      (LAPSED.has(line.status) && status.kind !== 'registry_suspend') || status.kind === 'closed_number_held'
        ? 'line_home.renewal.missed'
        : 'line_home.renewal',
    rows: lineRows(line, { renews }, now),
    ...lineBoxes(line, { renews }, now),
    simTypeId: line.sim.type === 'esim' ? 'orders.sim_type.esim' : 'orders.sim_type.physical_sim',
    portIn: line.portIn ? portInStatusLabel(line.portIn.status) : null,
    // Said only while the switch is still ahead: once done, the number is simply the line's.
    transferSwitchAt: status.kind === 'transfer_in_progress' ? (line.portIn?.switchAt ?? null) : null,
    actions: lineActions(line, order?.delivery),
    delivery: order ? orderDeliveryFacts(order) : [],
    simBlocked: line.sim.blocked
      ? { titleId: 'line_home.sim_blocked.title', bodyId: 'line_home.sim_blocked.body' }
      : null,
    pendingPayment: pending
      ? {
          titleId: 'line_home.pending_payment.title',
          bodyId:
            pending.method === 'OXXO' ? 'line_home.pending_payment.oxxo' : 'line_home.pending_payment.spei',
          reference: pending.reference,
          amount: pending.amount.amount,
          expiresAt: pending.expiresAt,
        }
      : null,
    portOut: portOutInProgress(line, now),
  };
}
