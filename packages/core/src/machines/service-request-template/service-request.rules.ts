import { wingParts } from '../../flow-declarations/flow-parts.ts';
import type { SERVICE_REQUEST_TYPES, ServiceRequestType } from '../../gateway/enums.ts';
import { errorMessageId, FALLBACK_ERROR_MESSAGE_ID } from '../../i18n/error-messages.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { failureFields } from '../../purchase/field-message.ts';

// A request's status as the customer reads it is an order label (orders/order-labels.ts), which an
// order's page shows too; the request pages read it from here as before.
export {
  portInStatusLabel,
  type ServiceRequestStatusPhase,
  serviceRequestPhase,
  serviceRequestStatusLabel,
} from '../../orders/order-labels.ts';

/**
 * The step name a form flow's fields are kept under, beside a journey's step names. Here, beside
 * the rules every request page reads, not in the collector: the line page's action rules name it
 * (number change's), and the collector would bring the journey engine into the line page.
 */
export const FORM_STEP = 'form';

/** A port-in is followed like a service request; it has a kind of its own beside the spec's types. */
export type ServiceRequestKind = ServiceRequestType | 'PORT_IN';

const BUILT_IN_KIND_LABELS: Readonly<Record<(typeof SERVICE_REQUEST_TYPES)[number] | 'PORT_IN', MessageId>> =
  {
    PORT_OUT_REQUEST: 'service_request.type.port_out_request',
    PORT_IN: 'service_request.type.port_in',
    RENEWAL: 'service_request.type.renewal',
  };

/** Each kind's label: the built-in ones and each flow wing's request types (flows/<flow>/flow.ts). */
const KIND_LABELS: ReadonlyMap<string, MessageId> = new Map([
  ...Object.entries(BUILT_IN_KIND_LABELS),
  ...(typeof __SENDA_FLOW_PARTS_BUILT__ === 'boolean'
    ? __SENDA_FLOW_REQUEST_TYPES__
    : wingParts().requestTypes),
]);

/** A kind no flow of this build declares is refused by the answer's schema; should one reach here it reads as a request. */
export const serviceRequestKindLabel = (kind: ServiceRequestKind): MessageId =>
  KIND_LABELS.get(kind) ?? 'service_request.type.unknown';

/**
 * Why a request failed, from the gateway's reason code; a code this build does not know reads as
 * the general "it could not be completed", never as the raw code.
 */
const REASON_LABELS: Readonly<Record<string, MessageId>> = {
  NUMBER_NOT_PORTABLE: 'service_request.reason.number_not_portable',
  DONOR_REJECTED: 'service_request.reason.donor_rejected',
  // Port-in re-initiation: why a transfer failed, in words.
  NIP_EXPIRED: 'service_request.reason.nip_expired',
  INVALID_NIP: 'service_request.reason.nip_invalid',
  NUMBER_NOT_FOUND: 'service_request.reason.number_not_found',
};

export const serviceRequestReasonLabel = (reason: string): MessageId =>
  REASON_LABELS[reason.trim().toUpperCase()] ?? 'service_request.reason.unknown';

/**
 * The message for a call that failed: the spec's sentence when the gateway's code has one, else the
 * flow's own (a generic "something went wrong" says less than "your plan switch was not sent").
 */
export function requestFailureMessageId(error: unknown, flowMessageId: string): string {
  const known = errorMessageId(failureFields(error));
  return known === FALLBACK_ERROR_MESSAGE_ID ? flowMessageId : known;
}
