import type { JourneyData } from '../../journey/index.ts';
import { createServiceRequestMachine, FORM_STEP } from '../../machines/service-request-template/index.ts';
import type { ServiceRequestMessages } from '../../machines/service-request-template/service-request-template.types.ts';
import { portInRequestCollector } from './port-in-request.collect.ts';
import type {
  PortInRequestEligible,
  PortInRequestRefusal,
  SubmittedPortInRequest,
} from './port-in-request.types.ts';

export const PORT_IN_REQUEST_MESSAGES = {
  notEligible: 'port_in_request.refusal.no_transfer',
  submitFailed: 'port_in_request.errors.submit_failed',
  failed: 'service_request.reason.unknown',
  cancelled: 'port_in_request.cancelled.body',
  followLater: 'port_in_request.follow_later',
} as const satisfies ServiceRequestMessages;

/** The flow withdraws a request while allowed (the template's `cancel` option). */
export const PORT_IN_REQUEST_CANCEL = { failed: 'port_in_request.errors.cancel_failed' } as const;

/**
 * What the transfer page's NEXT chose, in the form's data (`choice`): a new number now
 * (NEW_NUMBER_CHOICE) instead of the refused transfer, or the transfer started again (anything else).
 */
export const NEW_NUMBER_CHOICE = 'NEW_NUMBER';

export const portInRequestChoice = (data: JourneyData): 'transfer' | 'new-number' =>
  data[FORM_STEP]?.choice === NEW_NUMBER_CHOICE ? 'new-number' : 'transfer';

/** The line a new number is approved for: the eligibility's account number (the subject is the order). */
const approvedLine = ({ eligibility }: { eligibility: unknown }): string =>
  (eligibility as PortInRequestEligible | null)?.accountNumber ?? '';

/**
 * Port-in cancel and re-initiation (/manage/cancel-portin; the spec's Port-in) on the service-request
 * template, for the line's latest transfer. Eligibility reads that transfer (with its timeline),
 * whether it may be cancelled and why not, whether it may be started again, and the rules in
 * force. While cancel eligibility allows, CANCEL cancels it (the number stays with the donor, the
 * line keeps its temporary number). A failed or rejected one is started again from a form (the
 * purchase's port-in fields: donor, number, new NIP), reviewed (the steps of
 * journeys/port-in-request.json, both on the flow's one page), sent, and followed
 * (PROCESSING → DONE within 24 hours). Or, refused, it is given up for a new number from the
 * operator's pool, which the line works on at once: that changes the line's number, so the
 * account's address approves it first (the template's step-up for NUMBER_CHANGE). The subject is
 * the line's order reference.
 */
export function createPortInRequestMachine(journeySource: unknown) {
  return createServiceRequestMachine<PortInRequestEligible, SubmittedPortInRequest, PortInRequestRefusal>({
    id: 'port-in-request',
    cancel: PORT_IN_REQUEST_CANCEL,
    collect: portInRequestCollector(journeySource),
    messages: PORT_IN_REQUEST_MESSAGES,
    stepUp: {
      action: 'NUMBER_CHANGE',
      needed: ({ data }) => portInRequestChoice(data) === 'new-number',
      accountNumber: approvedLine,
    },
  });
}

export type PortInRequestFlow = ReturnType<typeof createPortInRequestMachine>;
export type PortInRequestMachine = PortInRequestFlow['machine'];
