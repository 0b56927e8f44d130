import { DONOR_TELCOS, EXPIRED_NIP, NIP_LENGTH } from '../data/donors.ts';
import { findInventoryNumber } from '../data/numbers.ts';
import { fail } from './failures.ts';
import type { SandboxLanguage } from './language.ts';
import type { OtpService } from './otp.ts';
import type { CodeRequester } from './otp-address-guard.ts';
import type { OrderRecord, OtpRecord, PortInRequestRecord, TimelineEntry } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';
import { reachedEntries } from './timeline.ts';

const HOUR = 60 * 60 * 1000;

/**
 * How a transfer moves once its order is paid. Mexican portability completes within 24 hours:
 * the request is checked against the portability database (PROCESSING), the donor's switch is
 * scheduled (DONOR_SWITCH_SCHEDULED, after 1 h) and the number moves over at the end of the
 * window (DONE, 24 h after the start). A refused check ends it after 1 h instead.
 */
export const PORT_IN_TIMING = Object.freeze({
  scheduledAfterMs: HOUR,
  completedAfterMs: 24 * HOUR,
  refusedAfterMs: HOUR,
});

/**
 * Sandbox rule, like the expired NIP: a transfer of a number ending in 0013 fails the portability
 * check (PORT_IN_FAILED, reason NUMBER_NOT_PORTABLE) and one ending in 0014 is refused by the donor
 * (REJECTED, reason DONOR_REJECTED). Every other transfer completes.
 */
export const PORT_IN_OUTCOME_SUFFIXES = Object.freeze({
  PORT_IN_FAILED: { suffix: '0013', reason: 'NUMBER_NOT_PORTABLE' },
  REJECTED: { suffix: '0014', reason: 'DONOR_REJECTED' },
});

export type PortInOutcome = 'DONE' | keyof typeof PORT_IN_OUTCOME_SUFFIXES;

/** Where a transfer stands at an instant: the last planned status already reached. */
export interface PortInProgress {
  status: string;
  reason: string | undefined;
  updatedAt: number;
  history: TimelineEntry[];
  scheduledSwitchAt: number | undefined;
}

/**
 * Mexican portability: a 10-digit number, its current operator, and the 4-digit NIP the customer
 * got by calling or texting 051. The sandbox cannot ask 051, so it takes any 4-digit NIP except
 * 0000, which stands for a NIP older than its 5 days. The number then gets an SMS code (readable
 * in the mailbox) to prove the customer holds the line.
 */
export class PortInService {
  constructor(
    private readonly store: StateStore,
    private readonly otp: OtpService,
  ) {}

  validateNumber(number: string, donor: string): { number: string; donor: string; eligible: boolean } {
    const digits = number.replace(/\D/g, '');
    if (!/^\d{10}$/.test(digits)) fail('badRequest', { field: 'number' });
    if (!DONOR_TELCOS.some((telco) => telco.code === donor)) fail('badRequest', { field: 'donor' });
    // A number Senda already sells, or one already being ported in, cannot come from elsewhere.
    const ours = findInventoryNumber(digits) !== undefined;
    const inFlight = Object.values(this.store.data.orders).some(
      (order) => order.portIn?.number === digits && order.state !== 'CAN' && order.state !== 'OFL',
    );
    if (ours || inFlight) fail('portInNotEligible', { number: digits });
    return { number: digits, donor, eligible: true };
  }

  requestEligibility(
    number: string,
    donor: string,
    nip: string,
    userId: string,
    lang: SandboxLanguage,
    requester: CodeRequester,
  ): OtpRecord {
    const checked = this.validateNumber(number, donor);
    if (!new RegExp(`^\\d{${NIP_LENGTH}}$`).test(nip)) fail('nipInvalid');
    if (nip === EXPIRED_NIP) fail('nipExpired');
    // Checked first: a refused request leaves the open code working.
    this.otp.assertMayIssue('port_in', checked.number, requester, undefined, userId);
    this.otp.supersedeOpen(checked.number, 'port_in');
    return this.otp.issue({
      purpose: 'port_in',
      target: checked.number,
      userId,
      portIn: checked,
      lang,
      requester,
    });
  }

  /** An order may transfer a number only with the port-in code validated for that number. */
  requireVerified(requestId: string, number: string): void {
    const record = this.store.data.otpRequests[requestId];
    if (
      !record ||
      record.purpose !== 'port_in' ||
      record.status !== 'USED' ||
      record.portIn?.number !== number
    ) {
      fail('portInNotEligible', { reason: 'PORT_IN_NOT_VERIFIED' });
    }
  }

  /** The paid order's transfer starts now (or at `startAt`, for a ready-made customer). */
  startForOrder(order: OrderRecord, options: { startAt?: number; outcome?: PortInOutcome } = {}) {
    if (!order.portIn) fail('badRequest', { reason: 'NOT_A_TRANSFER' });
    const start = options.startAt ?? this.store.now();
    const outcome = options.outcome ?? outcomeFor(order.portIn.number);
    const timeline: TimelineEntry[] = [{ status: 'PROCESSING', at: start }];
    if (outcome === 'DONE') {
      timeline.push(
        { status: 'DONOR_SWITCH_SCHEDULED', at: start + PORT_IN_TIMING.scheduledAfterMs },
        { status: 'DONE', at: start + PORT_IN_TIMING.completedAfterMs },
      );
    } else {
      const { reason } = PORT_IN_OUTCOME_SUFFIXES[outcome];
      timeline.push({ status: outcome, at: start + PORT_IN_TIMING.refusedAfterMs, reason });
    }
    const record: PortInRequestRecord = {
      requestId: this.store.nextId('pin_'),
      userId: order.userId,
      orderRef: order.orderRef,
      number: order.portIn.number,
      donor: order.portIn.donor,
      createdAt: start,
      timeline,
    };
    this.store.data.portInRequests[record.requestId] = record;
    this.store.changed();
    return record;
  }

  /** The order's newest transfer; another customer's order is not found. */
  latestForOrder(orderRef: string, userId: string): PortInRequestRecord {
    const [latest] = Object.values(this.store.data.portInRequests)
      .filter((request) => request.orderRef === orderRef && request.userId === userId)
      .sort((a, b) => b.createdAt - a.createdAt);
    if (!latest) fail('notFound', { orderRef });
    return latest;
  }

  /** Moves a transfer's start back by `ms` (a ready-made customer whose transfer began earlier). */
  backdate(requestId: string, ms: number): void {
    const request = this.store.data.portInRequests[requestId];
    if (!request) fail('notFound', { requestId });
    request.createdAt -= ms;
    for (const entry of request.timeline) entry.at -= ms;
    this.store.changed();
  }

  request(requestId: string): PortInRequestRecord | undefined {
    return this.store.data.portInRequests[requestId];
  }

  progress(request: PortInRequestRecord): PortInProgress {
    const history = reachedEntries(request.timeline, this.store.now());
    const current = history[history.length - 1] as TimelineEntry;
    const scheduled = request.timeline.find((entry) => entry.status === 'DONE');
    return {
      status: current.status,
      reason: current.reason,
      updatedAt: current.at,
      history,
      scheduledSwitchAt: history.some((entry) => entry.status === 'DONOR_SWITCH_SCHEDULED')
        ? scheduled?.at
        : undefined,
    };
  }

  validateOtp(requestId: string, code: string): { number: string; donor: string } {
    const record = this.otp.verify(requestId, 'port_in', code);
    if (!record.portIn) fail('invalidOtp');
    return record.portIn;
  }
}

function outcomeFor(number: string): PortInOutcome {
  for (const [outcome, rule] of Object.entries(PORT_IN_OUTCOME_SUFFIXES)) {
    if (number.endsWith(rule.suffix)) return outcome as PortInOutcome;
  }
  return 'DONE';
}
