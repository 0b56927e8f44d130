import { DONOR_TELCOS, EXPIRED_NIP, NIP_LENGTH, NIP_VALIDITY_DAYS } from '../../data/donors.ts';
import { findInventoryNumber } from '../../data/numbers.ts';
import { AccountChanges } from '../../domain/account-changes.ts';
import { fail } from '../../domain/failures.ts';
import { COUNTRY_LANGUAGE, type SandboxLanguage } from '../../domain/language.ts';
import type { LineService } from '../../domain/lines.ts';
import type { NumberService } from '../../domain/numbers.ts';
import { PORT_IN_TIMING, type PortInService, REFUSED_TRANSFER_STATUSES } from '../../domain/port-in.ts';
import type {
  PortInRequestRecord,
  ServiceRequestRecord,
  UserRecord,
} from '../../domain/sandbox-data.schema.ts';
import type { ServiceRequestService } from '../../domain/service-requests.ts';
import type { StateStore } from '../../domain/state-store.ts';
import { reachedEntries } from '../../domain/timeline.ts';
import portInRequestWing from './flow.ts';

const { portInNotCancellable, portInNotReinitiable } = portInRequestWing.failures;

/** Why a transfer may not be cancelled; the storefront words each. */
export type PortInCancelRefusal = 'NOT_PENDING' | 'SWITCH_SCHEDULED';
/** Why a transfer may not be started again. */
export type PortInReinitiationRefusal = 'NOT_FAILED';

/** The statuses a transfer may be started again from: refused by the database or the donor. */
const REINITIABLE = REFUSED_TRANSFER_STATUSES;
/** A new number in place of a refused transfer is listed as the spec's NUMBER_CHANGE request. */
const NEW_NUMBER_TYPE = 'NUMBER_CHANGE';

/**
 * Mexican portability's rules as the gateway's active port-in config gives them ("active
 * config"): the NIP's length and life, who sends it (051, the word NIP) and how long a transfer
 * takes once asked.
 */
export const ACTIVE_PORT_IN_CONFIG = Object.freeze({
  nipLength: NIP_LENGTH,
  nipValidityDays: NIP_VALIDITY_DAYS,
  nipShortCode: '051',
  nipKeyword: 'NIP',
  completionHours: PORT_IN_TIMING.completedAfterMs / (60 * 60 * 1000),
});

/**
 * A transfer after it started: cancelling it while the portability database is still
 * checking it (PROCESSING: once the donor's switch is scheduled, an hour in, it can no longer be
 * stopped), and starting again, with corrected details and a new NIP, one that was refused
 * (PORT_IN_FAILED, REJECTED). Both work on the order's latest transfer, which belongs to the caller
 * (another customer's order is not found).
 *
 * A cancelled transfer leaves the number with the donor and the line on its temporary number for
 * good: the line stays in service (lines.ts). A refused one leaves the line waiting for its number,
 * until it is started again, the line takes a new number instead (`takeNewNumber`), or the line is
 * cancelled with its order refunded (termination.ts).
 */
export class PortInChangeService extends AccountChanges {
  constructor(
    private readonly store: StateStore,
    private readonly portIn: PortInService,
    private readonly lines: LineService,
    private readonly numbers: NumberService,
    private readonly requests: ServiceRequestService,
  ) {
    super();
  }

  cancelEligibility(orderRef: string, userId: string) {
    const request = this.portIn.latestForOrder(orderRef, userId);
    const refusal = this.cancelRefusal(request);
    return refusal
      ? { cancelable: false as const, requestId: request.requestId, reason: refusal }
      : { cancelable: true as const, requestId: request.requestId };
  }

  cancel(orderRef: string, userId: string) {
    const request = this.portIn.latestForOrder(orderRef, userId);
    const refusal = this.cancelRefusal(request);
    if (refusal) fail(portInNotCancellable, { reason: refusal });
    const now = this.store.now();
    request.timeline = [...reachedEntries(request.timeline, now), { status: 'CANCELED', at: now }];
    const line = this.lines.ofOrder(orderRef, userId);
    if (line.temporaryMsisdn) line.msisdn = line.temporaryMsisdn;
    this.store.changed();
    return { requestId: request.requestId, status: 'CANCELED', msisdn: line.msisdn };
  }

  reinitiationEligibility(orderRef: string, userId: string) {
    const request = this.portIn.latestForOrder(orderRef, userId);
    const status = this.portIn.progress(request);
    if (!REINITIABLE.has(status.status)) {
      return {
        eligible: false as const,
        requestId: request.requestId,
        reason: 'NOT_FAILED' satisfies PortInReinitiationRefusal,
      };
    }
    return {
      eligible: true as const,
      requestId: request.requestId,
      number: request.number,
      donor: request.donor,
      ...(status.reason ? { failureReason: status.reason } : {}),
    };
  }

  /**
   * Starts the order's refused transfer again. The same key sent again (a lost answer, a reload)
   * gets the request it made back; a number Senda sells, or one another order is bringing over,
   * is refused as at purchase. The line waits on the new transfer.
   */
  reinitiate(
    orderRef: string,
    userId: string,
    input: { number: string; donor: string; nip: string; idempotencyKey: string },
  ): PortInRequestRecord {
    const latest = this.portIn.latestForOrder(orderRef, userId);
    if (latest.idempotencyKey === input.idempotencyKey) return latest;
    if (!REINITIABLE.has(this.portIn.progress(latest).status)) {
      fail(portInNotReinitiable, { reason: 'NOT_FAILED' satisfies PortInReinitiationRefusal });
    }
    const number = input.number.replace(/\D/g, '');
    if (!/^\d{10}$/.test(number)) fail('badRequest', { field: 'number' });
    if (!DONOR_TELCOS.some((telco) => telco.code === input.donor)) fail('badRequest', { field: 'donor' });
    if (!new RegExp(`^\\d{${NIP_LENGTH}}$`).test(input.nip)) fail('nipInvalid');
    if (input.nip === EXPIRED_NIP) fail('nipExpired');
    if (findInventoryNumber(number) || this.beingTransferredElsewhere(number, orderRef)) {
      fail('portInNotEligible', { number });
    }
    const line = this.lines.ofOrder(orderRef, userId);
    const request = this.portIn.start({
      userId,
      orderRef,
      number,
      donor: input.donor,
      extra: { idempotencyKey: input.idempotencyKey, reinitiates: latest.requestId },
    });
    line.portInRequestId = request.requestId;
    line.msisdn = number;
    this.store.changed();
    return request;
  }

  /**
   * Gives up a refused transfer for a new number from Senda's own pool, at once: the line works
   * on it from now, the transfer is closed (CANCELED), and a NUMBER_CHANGE request DONE records it
   * in the line's requests. It changes the line's number, so the account's address approves it
   * first (step-up for NUMBER_CHANGE, 422120 without) and hears of it after. The same key sent
   * again answers the request it made; a transfer that was not refused is 422331.
   */
  takeNewNumber(
    user: UserRecord,
    orderRef: string,
    input: { idempotencyKey: string },
    lang: SandboxLanguage = COUNTRY_LANGUAGE,
    stepUpToken?: string | null,
  ): ServiceRequestRecord {
    const line = this.lines.ofOrder(orderRef, user.id);
    const repeated = this.requests
      .onLine(line.accountNumber, NEW_NUMBER_TYPE)
      .find((record) => record.details?.idempotencyKey === input.idempotencyKey);
    if (repeated) return repeated;
    this.requireStepUpProof(user.id, 'NUMBER_CHANGE', line.accountNumber, stepUpToken);
    const latest = this.portIn.latestForOrder(orderRef, user.id);
    if (!REINITIABLE.has(this.portIn.progress(latest).status)) {
      fail(portInNotReinitiable, { reason: 'NOT_FAILED' satisfies PortInReinitiationRefusal });
    }
    // A free number from the pool, of the lada the customer wanted to bring, else any.
    const wanted = latest.number.slice(0, 2);
    const [number] = [
      ...this.numbers.search({ category: 'FREE_NUMBER', areaCode: wanted, limit: 1, userId: user.id }),
      ...this.numbers.search({ category: 'FREE_NUMBER', limit: 1, userId: user.id }),
    ];
    if (!number) fail('numberNotAvailable', {});
    this.spendStepUpProof(user.id, 'NUMBER_CHANGE', line.accountNumber, stepUpToken);
    this.numbers.lock(number.number, user.id);
    this.numbers.assign(number.number);
    const transferred = line.msisdn;
    this.portIn.closeRefused(line);
    delete line.portInRequestId;
    delete line.temporaryMsisdn;
    line.msisdn = number.number;
    const renews = this.lines.resumeAutoRenewal(line);
    const record = this.requests.create(line, {
      type: NEW_NUMBER_TYPE,
      plan: [{ status: 'DONE', afterMs: 0 }],
      details: {
        number: number.number,
        fromNumber: transferred,
        reason: 'TRANSFER_REFUSED',
        idempotencyKey: input.idempotencyKey,
      },
    });
    if (user.email) {
      this.notices?.newNumberInsteadOfTransfer({
        to: user.email,
        transferred,
        number: number.number,
        at: this.store.now(),
        renewal: { automatic: renews, at: line.periodEndsAt },
        lang,
      });
    }
    this.store.changed();
    return record;
  }

  private cancelRefusal(request: PortInRequestRecord): PortInCancelRefusal | null {
    const status = this.portIn.progress(request).status;
    if (status === 'PROCESSING') return null;
    return status === 'DONOR_SWITCH_SCHEDULED' || status === 'DONOR_SWITCH'
      ? 'SWITCH_SCHEDULED'
      : 'NOT_PENDING';
  }

  /** Another order's transfer of the number, still running or done. */
  private beingTransferredElsewhere(number: string, orderRef: string): boolean {
    return Object.values(this.store.data.portInRequests).some((request) => {
      if (request.number !== number || request.orderRef === orderRef) return false;
      const status = this.portIn.progress(request).status;
      return !REINITIABLE.has(status) && status !== 'CANCELED';
    });
  }
}
