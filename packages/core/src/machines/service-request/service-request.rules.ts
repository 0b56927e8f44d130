import type { PortInStatus } from '../../gateway/enums.ts';
import { errorMessageId, FALLBACK_ERROR_MESSAGE_ID } from '../../i18n/error-messages.ts';
import { failureFields } from '../../purchase/field-message.ts';

/** Where a request stands, read from its §4 status: still moving, or settled one way or another. */
export type ServiceRequestStatusPhase = 'pending' | 'succeeded' | 'failed' | 'cancelled';

/**
 * §4 lists the statuses without saying which are final. A real operator's reading: ACTIVE and
 * DONE are the request carried out; FAILED, PORT_IN_FAILED and REJECTED are refusals; CANCELED
 * is withdrawn; everything else (received, processing, waiting for the donor) is still moving.
 */
const PHASE_OF_STATUS: Readonly<Record<PortInStatus, ServiceRequestStatusPhase>> = {
  PROCESSING: 'pending',
  IN_PROGRESS: 'pending',
  SUBMITTED: 'pending',
  WAITING: 'pending',
  DONOR_SWITCH: 'pending',
  DONOR_SWITCH_SCHEDULED: 'pending',
  ACTIVE: 'succeeded',
  DONE: 'succeeded',
  FAILED: 'failed',
  PORT_IN_FAILED: 'failed',
  REJECTED: 'failed',
  CANCELED: 'cancelled',
};

export function serviceRequestPhase(status: PortInStatus): ServiceRequestStatusPhase {
  return PHASE_OF_STATUS[status];
}

/**
 * The message for a call that failed: the §8 sentence when the gateway's code has one, else the
 * flow's own (a generic "something went wrong" says less than "your plan switch was not sent").
 */
export function requestFailureMessageId(error: unknown, flowMessageId: string): string {
  const known = errorMessageId(failureFields(error));
  return known === FALLBACK_ERROR_MESSAGE_ID ? flowMessageId : known;
}
