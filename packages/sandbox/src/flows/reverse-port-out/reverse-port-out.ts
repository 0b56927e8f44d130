import { operatorName } from '../../data/donors.ts';
import { AccountChanges } from '../../domain/account-changes.ts';
import { fail } from '../../domain/failures.ts';
import { COUNTRY_LANGUAGE, type SandboxLanguage } from '../../domain/language.ts';
import { settlePortOut } from '../../domain/port-out.ts';
import type { LineRecord, ServiceRequestRecord } from '../../domain/sandbox-data.schema.ts';
import type { ServiceRequestService } from '../../domain/service-requests.ts';
import type { StateStore } from '../../domain/state-store.ts';
import reversePortOutWing from './flow.ts';

const { reversePortOutNotEligible } = reversePortOutWing.failures;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The spec's request type a reverse port-out is recorded under. */
export const PORT_OUT_REQUEST = 'PORT_OUT_REQUEST';

/**
 * The reverse port-out's specifications, sandbox figures: a number taken to another operator
 * without the customer's wish may be asked back within 30 calendar days of the port-out, and it
 * comes back within 24 hours of the request, as a transfer does (Mexican portability).
 */
export const REVERSE_PORT_OUT_SPECIFICATIONS = Object.freeze({
  windowDays: 30,
  completionHours: 24,
});

/** Why a line may not ask for its number back; the storefront words each. */
export type ReversePortOutRefusal = 'NOT_PORTED_OUT' | 'WINDOW_CLOSED' | 'REQUEST_OPEN';

/**
 * Reverse port-out: a line whose number another operator took (`portedOut`) asks for it
 * back. The request is a PORT_OUT_REQUEST service request (so the line's request history lists it),
 * PROCESSING and DONE 24 hours later, when the line has its number and service again (lines.ts).
 * One open request per line; the same key sent again gets the request it made.
 */
export class ReversePortOutService extends AccountChanges {
  constructor(
    private readonly store: StateStore,
    private readonly requests: ServiceRequestService,
  ) {
    super();
  }

  specifications() {
    return { ...REVERSE_PORT_OUT_SPECIFICATIONS };
  }

  eligibility(line: LineRecord, lang: SandboxLanguage) {
    if (settlePortOut(line, this.store.now())) this.store.changed();
    const open = this.openRequest(line);
    if (open) return { eligible: false as const, reason: 'REQUEST_OPEN' as const, requestId: open.requestId };
    // A transfer out still under way may be stopped: the number has not left yet.
    const portOut = line.portOut;
    const portedOut =
      line.portedOut ?? (portOut && { at: portOut.completesAt, recipient: portOut.recipient });
    if (!portedOut) return { eligible: false as const, reason: 'NOT_PORTED_OUT' as const };
    const windowEndsAt = portedOut.at + REVERSE_PORT_OUT_SPECIFICATIONS.windowDays * DAY;
    const iso = (ms: number) => new Date(ms).toISOString();
    if (this.store.now() >= windowEndsAt) {
      return { eligible: false as const, reason: 'WINDOW_CLOSED' as const, windowEndsAt: iso(windowEndsAt) };
    }
    return {
      eligible: true as const,
      number: line.msisdn,
      recipient: operatorName(portedOut.recipient, lang),
      portedOutAt: iso(portedOut.at),
      windowEndsAt: iso(windowEndsAt),
      // The number has not left yet: asking stops the transfer (portedOutAt is when it would).
      underWay: !line.portedOut,
    };
  }

  /**
   * The request spends a step-up proof for REVERSE_PORT_OUT on this line (`stepUpToken`,
   * X-Step-Up-Token) before anything changes, else 422120. The same request sent again (a lost
   * answer, the proof spent by the first) is answered as made: it changes nothing.
   */
  submit(
    line: LineRecord,
    input: { idempotencyKey: string },
    lang: SandboxLanguage = COUNTRY_LANGUAGE,
    stepUpToken?: string | null,
  ): ServiceRequestRecord {
    const again = this.requests
      .onLine(line.accountNumber, PORT_OUT_REQUEST)
      .find((request) => request.details?.idempotencyKey === input.idempotencyKey);
    if (again) return again;
    this.requireStepUpProof(line.userId, 'REVERSE_PORT_OUT', line.accountNumber, stepUpToken);
    const refusal = this.eligibility(line, 'en-US');
    if (!refusal.eligible) fail(reversePortOutNotEligible, { reason: refusal.reason });
    const portedOut = line.portedOut;
    const portOut = line.portOut;
    const recipient = portedOut?.recipient ?? portOut?.recipient;
    if (!recipient) fail(reversePortOutNotEligible, { reason: 'NOT_PORTED_OUT' });
    this.spendStepUpProof(line.userId, 'REVERSE_PORT_OUT', line.accountNumber, stepUpToken);
    // Under way, the transfer is stopped at once: the line keeps its number, the request is done.
    const doneAfterMs = portedOut ? REVERSE_PORT_OUT_SPECIFICATIONS.completionHours * HOUR : 0;
    const request = this.requests.create(line, {
      type: PORT_OUT_REQUEST,
      plan: [
        { status: 'PROCESSING', afterMs: 0 },
        { status: 'DONE', afterMs: doneAfterMs },
      ],
      details: { idempotencyKey: input.idempotencyKey, recipient, number: line.msisdn },
    });
    if (portedOut) portedOut.reversalRequestId = request.requestId;
    else line.portOut = undefined;
    const email = this.store.data.users[line.userId]?.email;
    if (email && !portedOut) {
      this.notices?.portOutStopped({ to: email, msisdn: line.msisdn, at: this.store.now(), lang });
    } else if (email) {
      this.notices?.reversePortOutRequested({
        to: email,
        msisdn: line.msisdn,
        at: this.store.now(),
        expectedBy: this.store.now() + doneAfterMs,
        lang,
      });
    }
    this.store.changed();
    return request;
  }

  /** The line's reverse port-outs, newest first. */
  listFor(line: LineRecord): ServiceRequestRecord[] {
    return this.requests.onLine(line.accountNumber, PORT_OUT_REQUEST);
  }

  private openRequest(line: LineRecord): ServiceRequestRecord | undefined {
    return this.listFor(line).find((request) => {
      const status = this.requests.progress(request).status;
      return status !== 'DONE' && status !== 'FAILED' && status !== 'CANCELED';
    });
  }
}
