import type { LineStatus } from '../../gateway/enums.ts';
import type { Line } from '../../gateway/lines/index.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { MANAGE_ROUTES } from '../../navigation/routes.ts';
import type { OrderLabelTone } from '../../orders/order-labels.ts';

/**
 * What a line's status means to the customer and what to do about it (§4 Active, Suspend, Grace,
 * Inactive). Inactive has two readings: a SIM never activated (activate it) and a line closed
 * after Suspend ran out (the number went back to the operator).
 */
export interface LineStatusExplanation {
  labelId: MessageId;
  tone: OrderLabelTone;
  /** What the status means for calls, data and the number. */
  meaningId: MessageId;
  /** What to do now, or null when nothing is needed. */
  nextActionId: MessageId | null;
}

const EXPLANATIONS: Readonly<Record<LineStatus, LineStatusExplanation>> = {
  Active: {
    labelId: 'line.status.active',
    tone: 'success',
    meaningId: 'line.status.active.meaning',
    nextActionId: null,
  },
  Grace: {
    labelId: 'line.status.grace',
    tone: 'warning',
    meaningId: 'line.status.grace.meaning',
    nextActionId: 'line.status.grace.next_action',
  },
  Suspend: {
    labelId: 'line.status.suspend',
    tone: 'danger',
    meaningId: 'line.status.suspend.meaning',
    nextActionId: 'line.status.suspend.next_action',
  },
  Inactive: {
    labelId: 'line.status.inactive',
    tone: 'neutral',
    meaningId: 'line.status.inactive.meaning',
    nextActionId: 'line.status.inactive.next_action',
  },
};

const AWAITING_ACTIVATION: LineStatusExplanation = {
  labelId: 'line.status.awaiting_activation',
  tone: 'info',
  meaningId: 'line.status.awaiting_activation.meaning',
  nextActionId: 'line.status.awaiting_activation.next_action',
};

export function lineStatusExplanation(line: Pick<Line, 'status' | 'sim'>): LineStatusExplanation {
  if (line.status === 'Inactive' && line.sim.activationStatus === 'AWAITING_ACTIVATION') {
    return AWAITING_ACTIVATION;
  }
  return EXPLANATIONS[line.status];
}

/** Something the customer may do on a line, offered only when the line allows it. */
export interface LineAction {
  id: 'activateSim' | 'installEsim' | 'portInStatus' | 'serviceRequests';
  labelId: MessageId;
  path: string;
  /** The action the line needs now (shown first, as the main button). */
  primary: boolean;
}

/**
 * The actions of a line, each only when its eligibility allows it (§3); later flows add
 * theirs here. A closed line (Inactive after Suspend) has nothing left to service but its history.
 */
export function lineActions(line: Line): LineAction[] {
  const { orderRef } = line;
  const closed = line.status === 'Inactive' && line.sim.activationStatus === 'ACTIVATED';
  const actions: LineAction[] = [];
  if (line.sim.type === 'physical_sim' && line.sim.activationStatus === 'AWAITING_ACTIVATION') {
    actions.push({
      id: 'activateSim',
      labelId: 'line.action.activate_sim',
      path: managePath(MANAGE_ROUTES.simActivation, orderRef),
      primary: true,
    });
  }
  if (!closed && line.sim.type === 'esim' && line.sim.installationStatus === 'NOT_INSTALLED') {
    actions.push({
      id: 'installEsim',
      labelId: 'line.action.install_esim',
      path: managePath(MANAGE_ROUTES.esimInstallOneClick, orderRef),
      primary: true,
    });
  }
  if (line.portIn) {
    actions.push({
      id: 'portInStatus',
      labelId: 'line.action.port_in_status',
      path: managePath(MANAGE_ROUTES.serviceRequestStatus, orderRef),
      primary: false,
    });
  }
  actions.push({
    id: 'serviceRequests',
    labelId: 'line.action.service_requests',
    path: managePath(MANAGE_ROUTES.serviceRequest, orderRef),
    primary: false,
  });
  return actions;
}
