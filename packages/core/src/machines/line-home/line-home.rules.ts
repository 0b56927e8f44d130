import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type { Line } from '../../gateway/lines/index.ts';
import { lineCancellation } from '../../gateway/lines/line-cancellation.ts';
import { attemptsLeftOf } from '../../gateway/lines/line-registry-status.schema.ts';
import type { OrderDelivery } from '../../gateway/orders/order.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { MANAGE_ROUTES, type ManageRoute, RESCHEDULE_DELIVERY_ROUTES } from '../../navigation/routes.ts';
import type { OrderLabelTone } from '../../orders/order-labels.ts';
import { serviceRequestPhase } from '../service-request-template/service-request.rules.ts';

/**
 * Everything the line page knows about a line, from the order (paid: the line exists) and the
 * line itself: where the SIM is (delivery), whether it is activated or installed, the transfer,
 * and the renewal status (Active, Grace, Suspend, Inactive).
 */
export interface LineFacts {
  line: Pick<Line, 'status' | 'sim' | 'portIn' | 'registry'> &
    Partial<Pick<Line, 'portedOut' | 'numberHeldUntil' | 'activationDate' | 'closesAt'>>;
  /** The order's delivery, for a physical SIM; absent for an eSIM or when unknown. */
  delivery?:
    | (Pick<OrderDelivery, 'method' | 'status'> & Partial<Pick<OrderDelivery, 'rescheduleCode'>>)
    | undefined;
}

/**
 * The one state a line is in for the customer, from all its facts. Each has one sentence and one
 * next action, which match (see STATES).
 */
export type LineStateKind =
  | 'active'
  | 'esim_not_installed'
  | 'sim_on_its_way'
  | 'sim_delivery_failed'
  | 'sim_on_its_way_to_store'
  | 'sim_ready_for_pickup'
  | 'sim_delivered'
  | 'sim_awaiting_activation'
  | 'esim_not_active'
  | 'transfer_in_progress'
  | 'transfer_in_progress_install_esim'
  | 'transfer_waiting_for_sim'
  | 'transfer_waiting_for_esim'
  | 'transfer_failed'
  | 'ported_out'
  | 'grace'
  | 'suspend'
  /** Suspended for not being in the mobile line registry by 30 June 2026. */
  | 'registry_suspend'
  | 'closed'
  /** Closed after it lapsed, its number held for the customer (number recovery). */
  | 'closed_number_held'
  /** Working, with the customer's cancellation standing: it closes at `closesAt`. */
  | 'closing'
  /** Closed because the customer cancelled it (before or after its SIM was activated). */
  | 'cancelled';

export type LineActionId =
  | 'activateSim'
  | 'installEsim'
  | 'portInStatus'
  | 'rescheduleDelivery'
  | 'serviceRequests';

/** What a line's state means to the customer and what to do about it (the spec's and the SIM's facts). */
export interface LineState {
  kind: LineStateKind;
  labelId: MessageId;
  tone: OrderLabelTone;
  /** What the state means for calls, data and the number. */
  meaningId: MessageId;
  /** What to do now, or null when nothing is needed. */
  nextActionId: MessageId | null;
  /** The action the next step names (the page's main button), or null. */
  nextAction: LineActionId | null;
  /** Whether the line's number works on this line now (calls, texts and data as the plan allows). */
  numberWorksHere: boolean;
}

const STATES: Readonly<Record<LineStateKind, Omit<LineState, 'kind'>>> = {
  active: {
    labelId: 'line.status.active',
    tone: 'success',
    meaningId: 'line.status.active.meaning',
    nextActionId: null,
    nextAction: null,
    numberWorksHere: true,
  },
  esim_not_installed: {
    labelId: 'line.state.esim_not_installed',
    tone: 'info',
    meaningId: 'line.state.esim_not_installed.meaning',
    nextActionId: 'line.state.esim_not_installed.next_action',
    nextAction: 'installEsim',
    numberWorksHere: false,
  },
  sim_on_its_way: {
    labelId: 'line.state.sim_on_its_way',
    tone: 'info',
    meaningId: 'line.state.sim_on_its_way.meaning',
    nextActionId: 'line.state.sim_on_its_way.next_action',
    nextAction: null,
    numberWorksHere: false,
  },
  sim_delivery_failed: {
    labelId: 'line.state.sim_delivery_failed',
    tone: 'warning',
    meaningId: 'line.state.sim_delivery_failed.meaning',
    nextActionId: 'line.state.sim_delivery_failed.next_action',
    nextAction: 'rescheduleDelivery',
    numberWorksHere: false,
  },
  sim_on_its_way_to_store: {
    labelId: 'line.state.sim_on_its_way',
    tone: 'info',
    meaningId: 'line.state.sim_on_its_way_to_store.meaning',
    nextActionId: 'line.state.sim_on_its_way_to_store.next_action',
    nextAction: null,
    numberWorksHere: false,
  },
  sim_ready_for_pickup: {
    labelId: 'line.state.sim_ready_for_pickup',
    tone: 'info',
    meaningId: 'line.state.sim_ready_for_pickup.meaning',
    nextActionId: 'line.state.sim_ready_for_pickup.next_action',
    nextAction: null,
    numberWorksHere: false,
  },
  sim_delivered: {
    labelId: 'line.status.awaiting_activation',
    tone: 'info',
    meaningId: 'line.state.sim_delivered.meaning',
    nextActionId: 'line.status.awaiting_activation.next_action',
    nextAction: 'activateSim',
    numberWorksHere: false,
  },
  sim_awaiting_activation: {
    labelId: 'line.status.awaiting_activation',
    tone: 'info',
    meaningId: 'line.status.awaiting_activation.meaning',
    nextActionId: 'line.state.sim_awaiting_activation.next_action',
    nextAction: 'activateSim',
    numberWorksHere: false,
  },
  esim_not_active: {
    labelId: 'line.status.awaiting_activation',
    tone: 'info',
    meaningId: 'line.state.esim_not_active.meaning',
    nextActionId: null,
    nextAction: null,
    numberWorksHere: false,
  },
  transfer_in_progress: {
    labelId: 'line.state.transfer_in_progress',
    tone: 'info',
    meaningId: 'line.state.transfer_in_progress.meaning',
    nextActionId: 'line.state.transfer_in_progress.next_action',
    nextAction: 'portInStatus',
    numberWorksHere: false,
  },
  transfer_in_progress_install_esim: {
    labelId: 'line.state.transfer_in_progress',
    tone: 'info',
    meaningId: 'line.state.transfer_in_progress.meaning',
    nextActionId: 'line.state.transfer_in_progress_install_esim.next_action',
    nextAction: 'installEsim',
    numberWorksHere: false,
  },
  transfer_waiting_for_sim: {
    labelId: 'line.state.transfer_waiting',
    tone: 'info',
    meaningId: 'line.state.transfer_waiting_for_sim.meaning',
    nextActionId: 'line.state.transfer_waiting_for_sim.next_action',
    nextAction: 'activateSim',
    numberWorksHere: false,
  },
  transfer_waiting_for_esim: {
    labelId: 'line.state.transfer_waiting',
    tone: 'info',
    meaningId: 'line.state.transfer_waiting_for_esim.meaning',
    nextActionId: 'line.state.transfer_waiting_for_esim.next_action',
    nextAction: 'installEsim',
    numberWorksHere: false,
  },
  transfer_failed: {
    labelId: 'line.state.transfer_failed',
    tone: 'danger',
    meaningId: 'line.state.transfer_failed.meaning',
    nextActionId: 'line.state.transfer_failed.next_action',
    nextAction: 'portInStatus',
    numberWorksHere: false,
  },
  // Another operator took the number; the line page offers "Bring my number back"
  // (the reverse port-out's line action) while its window is open.
  ported_out: {
    labelId: 'line.state.ported_out',
    tone: 'danger',
    meaningId: 'line.state.ported_out.meaning',
    nextActionId: 'line.state.ported_out.next_action',
    nextAction: null,
    numberWorksHere: false,
  },
  grace: {
    labelId: 'line.status.grace',
    tone: 'warning',
    meaningId: 'line.status.grace.meaning',
    nextActionId: 'line.status.grace.next_action',
    nextAction: null,
    numberWorksHere: false,
  },
  suspend: {
    labelId: 'line.status.suspend',
    tone: 'danger',
    meaningId: 'line.status.suspend.meaning',
    nextActionId: 'line.status.suspend.next_action',
    nextAction: null,
    numberWorksHere: false,
  },
  registry_suspend: {
    labelId: 'line.status.suspend',
    tone: 'danger',
    meaningId: 'line_registry.status.meaning',
    nextActionId: 'line_registry.status.next_action',
    nextAction: null,
    numberWorksHere: false,
  },
  closed: {
    labelId: 'line.status.inactive',
    tone: 'neutral',
    meaningId: 'line.status.inactive.meaning',
    nextActionId: 'line.status.inactive.next_action',
    nextAction: null,
    numberWorksHere: false,
  },
  // Whether the number works until then is the line's other facts' (lineState).
  closing: {
    labelId: 'line.status.closing',
    tone: 'warning',
    meaningId: 'line.state.closing.meaning',
    nextActionId: 'line.state.closing.next_action',
    nextAction: null,
    numberWorksHere: false,
  },
  cancelled: {
    labelId: 'line.status.inactive',
    tone: 'neutral',
    meaningId: 'line.state.cancelled.meaning',
    nextActionId: 'line.status.inactive.next_action',
    nextAction: null,
    numberWorksHere: false,
  },
  // The line page offers "Recover a number" (number recovery's line action) while it is held.
  closed_number_held: {
    labelId: 'line.status.inactive',
    tone: 'warning',
    meaningId: 'number_change.lapsed.meaning',
    nextActionId: 'number_change.lapsed.next_action',
    nextAction: null,
    numberWorksHere: false,
  },
};

export const LINE_STATE_KINDS = Object.keys(STATES) as LineStateKind[];

/**
 * A transfer that failed: the number stayed with the donor and the line waits for it (it may be
 * started again). One the customer cancelled is not: the line goes on with its temporary number,
 * as any line does.
 */
export const isFailedTransfer = (status: ServiceRequestStatus): boolean =>
  serviceRequestPhase(status) === 'failed';

/**
 * A line with no number of its own for now: its transfer failed (the number stayed with the
 * donor) or another operator took its number. It may have it back (the transfer started again, a
 * reverse port-out), so what such a line cannot do says it has no number, not that it is closed.
 */
export const hasNoNumber = (line: Pick<Line, 'portIn'> & Partial<Pick<Line, 'portedOut'>>): boolean => {
  const transfer = line.portIn?.status;
  return line.portedOut !== undefined || (transfer !== undefined && isFailedTransfer(transfer));
};

/**
 * A transfer the gateway holds until the line's SIM works (WAITING): the number stays with the
 * current operator, working on the customer's current SIM, until the new SIM is activated or the
 * eSIM installed; only then is the transfer requested (never left without a number).
 */
export const isTransferWaitingForSim = (line: LineFacts['line']): boolean =>
  line.portIn?.status === 'WAITING';

/** SIM states in which the customer holds the SIM and activating it starts a waiting transfer. */
const SIM_IN_HAND: ReadonlySet<LineStateKind> = new Set(['sim_delivered', 'sim_awaiting_activation']);

/** Where a physical SIM not yet activated is: only a delivery that says so is "delivered". */
function physicalSimKind(delivery: LineFacts['delivery']): LineStateKind {
  if (delivery?.status === 'DELIVERED') return 'sim_delivered';
  if (delivery?.status === 'DELIVERY_FAILED') return 'sim_delivery_failed';
  const pickup = delivery?.method === 'SELF_PICKUP';
  if (pickup && delivery?.status === 'READY_FOR_PICKUP') return 'sim_ready_for_pickup';
  // Not in the customer's hands: on its way (a door has no "ready to collect").
  if (delivery?.status !== undefined) return pickup ? 'sim_on_its_way_to_store' : 'sim_on_its_way';
  // The gateway did not say where the SIM is: nothing is claimed about its arrival.
  return 'sim_awaiting_activation';
}

/**
 * The line's one state, in the order that matters to the customer: a transfer that failed
 * (the number is not this line's), a closed line, a missed renewal, a SIM not yet in the phone,
 * a transfer still running, and only then a line that works.
 */
export function lineStateKind({ line, delivery }: LineFacts): LineStateKind {
  // The customer's cancellation first, whatever else the line is: closed ("cancelled", never
  // "not activated yet" or "closed for want of payment"), or closing (never "install your eSIM"
  // or "pay your plan" on a line that closes tomorrow).
  const cancellation = lineCancellation(line);
  if (cancellation) return cancellation;
  const transfer = line.portIn?.status;
  if (transfer && isFailedTransfer(transfer)) return 'transfer_failed';
  if (line.portedOut) return 'ported_out';
  const activated = line.sim.activationStatus === 'ACTIVATED';
  if (line.status === 'Inactive' && activated) return line.numberHeldUntil ? 'closed_number_held' : 'closed';
  if (line.status === 'Grace') return 'grace';
  // Not in the line registry: suspended until registered, not for a missed renewal.
  if (line.status === 'Suspend')
    return line.registry?.status === 'UNREGISTERED' ? 'registry_suspend' : 'suspend';
  const esimMissing = line.sim.type === 'esim' && line.sim.installationStatus === 'NOT_INSTALLED';
  const waiting = isTransferWaitingForSim(line);
  if (!activated) {
    if (line.sim.type === 'physical_sim') {
      const sim = physicalSimKind(delivery);
      return waiting && SIM_IN_HAND.has(sim) ? 'transfer_waiting_for_sim' : sim;
    }
    // The gateway switches an eSIM line on at payment; until then only installing can be done.
    if (!esimMissing) return 'esim_not_active';
    return waiting ? 'transfer_waiting_for_esim' : 'esim_not_installed';
  }
  if (transfer && transfer !== 'DONE' && transfer !== 'CANCELED') {
    if (esimMissing) return waiting ? 'transfer_waiting_for_esim' : 'transfer_in_progress_install_esim';
    return 'transfer_in_progress';
  }
  if (esimMissing) return 'esim_not_installed';
  return 'active';
}

/**
 * A replacement SIM not yet activated on a line that already worked: when the old SIM was not
 * blocked (reported damaged, not lost or stolen) it keeps the line in service until the new one
 * is activated, so the meaning says that instead of "no service".
 */
const OLD_SIM_WORKS_MEANINGS: Partial<Record<LineStateKind, MessageId>> = {
  sim_on_its_way: 'line.state.replacement.sim_on_its_way.meaning',
  sim_on_its_way_to_store: 'line.state.replacement.sim_on_its_way_to_store.meaning',
  sim_ready_for_pickup: 'line.state.replacement.sim_ready_for_pickup.meaning',
  sim_delivered: 'line.state.replacement.sim_delivered.meaning',
  sim_awaiting_activation: 'line.state.replacement.sim_awaiting_activation.meaning',
};

/** Every meaning lineState can give: each state's own and a replacement SIM's. */
export const LINE_STATE_MEANING_IDS: readonly MessageId[] = [
  ...new Set<MessageId>([
    ...Object.values(STATES).map((state) => state.meaningId),
    ...Object.values(OLD_SIM_WORKS_MEANINGS),
  ]),
];

const oldSimStillWorks = (line: LineFacts['line']): boolean =>
  line.activationDate != null && line.status === 'Active' && !line.sim.blocked;

export function lineState(facts: LineFacts): LineState {
  const kind = lineStateKind(facts);
  if (kind === 'closing') {
    // Until it closes the number works as it did: as the line's state without the cancellation says.
    const { closesAt: _, ...uncancelled } = facts.line;
    const before = lineState({ ...facts, line: uncancelled });
    return { kind, ...STATES.closing, numberWorksHere: before.numberWorksHere };
  }
  const replacementMeaning = oldSimStillWorks(facts.line) ? OLD_SIM_WORKS_MEANINGS[kind] : undefined;
  // Once the online identity checks are spent, only the registration in person is left to offer.
  const inPerson = kind === 'registry_suspend' && attemptsLeftOf(facts.line.registry) === 0;
  return {
    kind,
    ...STATES[kind],
    ...(replacementMeaning ? { meaningId: replacementMeaning } : {}),
    ...(inPerson ? { nextActionId: 'line_registry.status.next_action_in_person' as const } : {}),
  };
}

/** The line's state from the line alone (lists that have no order at hand). */
export const lineStatusExplanation = (line: LineFacts['line']): LineState => lineState({ line });

/**
 * The service flows a line's page lists (each offers itself or says why not): all of them, and
 * none on a line the customer asked to cancel: nothing more is sold on a line that is closing, and
 * its status says when it closes and leads to the requests, where the cancellation is withdrawn.
 */
export function lineFlowsShown<Flow>(
  line: Pick<Line, 'status'> & Partial<Pick<Line, 'closesAt'>>,
  flows: readonly Flow[],
): Flow[] {
  return lineCancellation(line) === null ? [...flows] : [];
}

/** Something the customer may do on a line, offered only when the line allows it. */
export interface LineAction {
  id: LineActionId;
  labelId: MessageId;
  path: string;
  /** The action the line's state names as the next step (shown first, as the main button). */
  primary: boolean;
}

/**
 * The actions of a line, each only when its eligibility allows it; later flows add
 * theirs here. A closed line (Inactive after Suspend) and a line whose transfer failed have
 * nothing to install. The state's next action is the primary one and comes first.
 */
export function lineActions(line: Line, delivery?: LineFacts['delivery']): LineAction[] {
  const { orderRef } = line;
  const state = lineState({ line, delivery });
  // A line the customer cancelled has nothing left to activate, install or deliver.
  const cancelled = state.kind === 'cancelled';
  const noNumber =
    cancelled ||
    state.kind === 'closed' ||
    state.kind === 'closed_number_held' ||
    state.kind === 'transfer_failed' ||
    state.kind === 'ported_out';
  const actions: LineAction[] = [];
  const add = (id: LineActionId, labelId: MessageId, route: ManageRoute) =>
    actions.push({ id, labelId, path: managePath(route, orderRef), primary: state.nextAction === id });
  if (!cancelled && line.sim.type === 'physical_sim' && line.sim.activationStatus === 'AWAITING_ACTIVATION') {
    add('activateSim', 'line.action.activate_sim', MANAGE_ROUTES.simActivation);
  }
  if (!noNumber && line.sim.type === 'esim' && line.sim.installationStatus === 'NOT_INSTALLED') {
    add('installEsim', 'line.action.install_esim', MANAGE_ROUTES.esimInstallOneClick);
  }
  if (!cancelled && line.sim.type === 'physical_sim' && delivery?.status === 'DELIVERY_FAILED') {
    // The reschedule link's page, with the code the order carries (the e-mail's link, signed in).
    const query = new URLSearchParams(delivery.rescheduleCode ? { code: delivery.rescheduleCode } : {});
    actions.push({
      id: 'rescheduleDelivery',
      labelId: 'line.action.reschedule_delivery',
      path: `${RESCHEDULE_DELIVERY_ROUTES.simOnly}?${query.toString()}`,
      primary: state.nextAction === 'rescheduleDelivery',
    });
  }
  if (line.portIn) add('portInStatus', 'line.action.port_in_status', MANAGE_ROUTES.serviceRequestStatus);
  add('serviceRequests', 'line.action.service_requests', MANAGE_ROUTES.serviceRequest);
  // The next step first, the rest in their usual order.
  return [...actions.filter((action) => action.primary), ...actions.filter((action) => !action.primary)];
}
