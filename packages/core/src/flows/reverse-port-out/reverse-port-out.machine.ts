import { createServiceRequestMachine, formCollector } from '../../machines/service-request-template/index.ts';
import type { ServiceRequestMessages } from '../../machines/service-request-template/service-request-template.types.ts';
import type { ReversePortOutRefusal } from './gateway/index.ts';
import type { ReversePortOutEligibleLine, SubmittedReversePortOut } from './reverse-port-out.types.ts';

export const REVERSE_PORT_OUT_MESSAGES = {
  notEligible: 'reverse_port_out.refusal.other',
  submitFailed: 'reverse_port_out.errors.submit_failed',
  failed: 'reverse_port_out.errors.failed',
  cancelled: 'reverse_port_out.errors.failed',
  followLater: 'reverse_port_out.follow_later',
} as const satisfies ServiceRequestMessages;

/**
 * Reverse port-out (/manage/reverse-portout, /success; the spec's PORT_OUT_REQUEST) on the
 * service-request template: a customer whose number another operator took without their wish asks
 * for it back. Eligibility (with its window from the specifications), one form (the customer says
 * they did not ask for the port-out), the request (PROCESSING), its status until DONE. Nothing is
 * paid and nothing is cancelled. The subject is the line's account number.
 */
export function createReversePortOutMachine() {
  return createServiceRequestMachine<
    ReversePortOutEligibleLine,
    SubmittedReversePortOut,
    ReversePortOutRefusal
  >({
    id: 'reverse-port-out',
    collect: formCollector(),
    messages: REVERSE_PORT_OUT_MESSAGES,
    // The number moves back to this account; the account's address approves.
    stepUp: { action: 'REVERSE_PORT_OUT' },
  });
}

export const REVERSE_PORT_OUT_FLOW = createReversePortOutMachine();
export type ReversePortOutFlow = typeof REVERSE_PORT_OUT_FLOW;
export type ReversePortOutMachine = ReversePortOutFlow['machine'];
