import { type CatalogueProduct, findProduct } from '../../data/catalogue.ts';
import { itemNames } from '../../data/item-names.ts';
import type { AccountNotices } from '../../domain/account-notice.ts';
import { fail } from '../../domain/failures.ts';
import { texts } from '../../domain/language.ts';
import type { LineService } from '../../domain/lines.ts';
import type { OrderService } from '../../domain/orders.ts';
import type { PaymentService } from '../../domain/payments.ts';
import type { PortInService } from '../../domain/port-in.ts';
import type {
  LineRecord,
  OrderRecord,
  ServiceRequestRecord,
  UserRecord,
} from '../../domain/sandbox-data.schema.ts';
import type { ServiceRequestService } from '../../domain/service-requests.ts';
import type { StateStore } from '../../domain/state-store.ts';
import planSwitchWing from './flow.ts';

const PLAN_SWITCH_FAILURES = planSwitchWing.failures;

const DAY = 24 * 60 * 60 * 1000;
export const PLAN_SWITCH_TYPE = 'PLAN_SWITCH';

export type PlanSwitchTiming = 'IMMEDIATE' | 'NEXT_RENEWAL';

/** A way the switch can be made: when, and what is due now (MXN, IVA included). */
export interface PlanSwitchOffer {
  timing: PlanSwitchTiming;
  effectiveAt: number;
  dueNow: number;
  proratedDays?: number;
}

export type PlanSwitchEligibility =
  | { eligible: true }
  | { eligible: false; reason: string; pendingRequestId?: string };

export type PlanSwitchCancelEligibility =
  | { cancelable: true; requestId: string }
  | { cancelable: false; reason: string; requestId?: string };

/** Statuses of a switch that has not applied yet: WAITING for its payment, SUBMITTED until its date. */
const PENDING = new Set(['WAITING', 'SUBMITTED']);

/**
 * Plan switches on a line, as a Mexican prepaid operator makes them:
 * - a dearer plan may start now: the rest of the current period is charged at the difference,
 *   prorated by the days left (rounded up), and the renewal date stays; or at the next renewal;
 * - a cheaper (or same-priced) plan starts at the next renewal only: a prepaid period already
 *   paid is not refunded;
 * - a switch now is a service order paid with payment_request; it applies when that order is paid
 *   (one order per request, and payment_request pays an order once);
 * - a switch at renewal is kept on the line and applied when the clock reaches the renewal date
 *   (lines.ts settles it before charging the renewal, so the renewal is at the new price);
 * - a pending switch may be cancelled until it applies; a second one waits for it to be cancelled.
 * Trial and free plans are for new lines and are not switch targets.
 */
export class PlanSwitchService {
  constructor(
    private readonly store: StateStore,
    private readonly lines: LineService,
    private readonly orders: OrderService,
    private readonly payments: PaymentService,
    private readonly portIn: PortInService,
    private readonly requests: ServiceRequestService,
    private readonly notices?: AccountNotices,
  ) {
    orders.paidServiceSteps.add({
      name: 'plan-switch',
      moment: 'beforeConfirmation',
      run: (order) => this.applyPaid(order),
    });
  }

  /** The customer's line with this SIM (ICCID); another customer's, or none, is not found. */
  lineBySim(simNumber: string, userId: string): LineRecord {
    const line = Object.values(this.store.data.lines).find((candidate) => candidate.iccid === simNumber);
    if (!line || line.userId !== userId) fail('notFound', { simNumber });
    return line;
  }

  eligibility(line: LineRecord): PlanSwitchEligibility {
    const { status } = this.lines.snapshot(line);
    if (line.activatedAt === undefined) return { eligible: false, reason: 'SIM_NOT_ACTIVATED' };
    if (status === 'Grace') return { eligible: false, reason: 'LINE_IN_GRACE' };
    const outOfService = this.lines.outOfServiceReason(line, status);
    if (outOfService) return { eligible: false, reason: outOfService };
    if (this.lines.closing(line)) return { eligible: false, reason: 'LINE_CLOSING' };
    if (this.portIn.transferUnderWay(line)) return { eligible: false, reason: 'PORT_IN_IN_PROGRESS' };
    const scheduled = this.pendingOn(line).find((request) => this.statusOf(request) === 'SUBMITTED');
    if (scheduled)
      return { eligible: false, reason: 'SWITCH_PENDING', pendingRequestId: scheduled.requestId };
    return { eligible: true };
  }

  /** The plan a line may switch to, or a refusal: the current plan, a trial or free plan, another SIM's. */
  target(line: LineRecord, sku: string): CatalogueProduct {
    const product = findProduct(sku);
    if (
      !product ||
      product.kind !== 'PLAN' ||
      product.sku === line.plan.sku ||
      product.label !== undefined ||
      !product.simTypes.includes(line.simType) ||
      !product.channels.includes('web')
    ) {
      fail(PLAN_SWITCH_FAILURES.planNotSwitchable, { sku });
    }
    return product;
  }

  offers(line: LineRecord, product: CatalogueProduct): PlanSwitchOffer[] {
    const renewal = this.renewalDate(line);
    const atRenewal: PlanSwitchOffer = { timing: 'NEXT_RENEWAL', effectiveAt: renewal, dueNow: 0 };
    if (product.price <= line.plan.price) return [atRenewal];
    const now = this.store.now();
    const daysLeft = Math.min(line.plan.validityDays, Math.max(0, Math.ceil((renewal - now) / DAY)));
    const dueNow = round(((product.price - line.plan.price) * daysLeft) / line.plan.validityDays);
    return [{ timing: 'IMMEDIATE', effectiveAt: now, dueNow, proratedDays: daysLeft }, atRenewal];
  }

  renewalDate(line: LineRecord): number {
    this.lines.snapshot(line);
    if (line.periodEndsAt === undefined)
      fail(PLAN_SWITCH_FAILURES.planSwitchNotEligible, { reason: 'SIM_NOT_ACTIVATED' });
    return line.periodEndsAt;
  }

  submit(
    user: UserRecord,
    line: LineRecord,
    input: { sku: string; timing: PlanSwitchTiming; idempotencyKey: string },
  ): ServiceRequestRecord {
    const repeated = Object.values(this.store.data.serviceRequests).find(
      (record) =>
        record.userId === user.id &&
        record.type === PLAN_SWITCH_TYPE &&
        record.details?.idempotencyKey === input.idempotencyKey,
    );
    if (repeated) {
      const same =
        repeated.accountNumber === line.accountNumber &&
        repeated.details?.toSku === input.sku &&
        repeated.details?.timing === input.timing;
      if (!same) fail('idempotencyKeyReused');
      return repeated;
    }
    const eligibility = this.eligibility(line);
    if (!eligibility.eligible)
      fail(PLAN_SWITCH_FAILURES.planSwitchNotEligible, { reason: eligibility.reason });
    const product = this.target(line, input.sku);
    const offer = this.offers(line, product).find((candidate) => candidate.timing === input.timing);
    if (!offer) fail(PLAN_SWITCH_FAILURES.planNotSwitchable, { sku: input.sku, timing: input.timing });
    // An earlier switch left unpaid gives way to this one (its order is cancelled), unless its
    // payment is being processed: then this one waits.
    for (const waiting of this.pendingOn(line)) this.cancelRecord(waiting, line);

    const details: Record<string, string> = {
      fromSku: line.plan.sku,
      toSku: product.sku,
      timing: offer.timing,
      effectiveAt: String(offer.effectiveAt),
      idempotencyKey: input.idempotencyKey,
    };
    if (offer.timing === 'NEXT_RENEWAL') {
      const record = this.requests.create(line, {
        type: PLAN_SWITCH_TYPE,
        plan: [
          { status: 'SUBMITTED', afterMs: 0 },
          { status: 'DONE', afterMs: offer.effectiveAt - this.store.now() },
        ],
        details,
      });
      line.pendingSwitch = { requestId: record.requestId, sku: product.sku };
      this.tellSwitched(user, line, product, offer.effectiveAt);
      this.store.changed();
      return record;
    }
    if (offer.dueNow === 0) {
      this.tellSwitched(user, line, product, offer.effectiveAt);
      this.lines.changePlan(line, product.sku);
      return this.requests.create(line, {
        type: PLAN_SWITCH_TYPE,
        plan: [
          { status: 'SUBMITTED', afterMs: 0 },
          { status: 'DONE', afterMs: 0 },
        ],
        details,
      });
    }
    const order = this.orders.createServiceOrder(user, {
      item: { itemType: 'PLAN', sku: product.sku, amount: offer.dueNow, prorated: true },
      accountNumber: line.accountNumber,
      simType: line.simType,
      msisdn: line.msisdn,
    });
    return this.requests.create(line, {
      type: PLAN_SWITCH_TYPE,
      plan: [{ status: 'WAITING', afterMs: 0 }],
      details: { ...details, orderRef: order.orderRef, amount: String(offer.dueNow) },
    });
  }

  /**
   * A switch with nothing to pay (at the next renewal, or at once for free) sends no receipt: the
   * account's address is told of it instead, as a paid switch's receipt would.
   */
  private tellSwitched(user: UserRecord, line: LineRecord, product: CatalogueProduct, effectiveAt: number) {
    if (!user.email) return;
    this.notices?.planSwitched({
      to: user.email,
      msisdn: line.msisdn,
      fromPlan: itemNames(line.plan.sku) ?? texts(line.plan.name, line.plan.name),
      toPlan: product.name,
      at: this.store.now(),
      effectiveAt,
      lang: user.language,
    });
  }

  cancelEligibility(line: LineRecord): PlanSwitchCancelEligibility {
    const [pending] = this.pendingOn(line);
    if (!pending) return { cancelable: false, reason: 'NO_PENDING_SWITCH' };
    if (this.paymentInProgress(pending)) {
      return { cancelable: false, reason: 'PAYMENT_IN_PROGRESS', requestId: pending.requestId };
    }
    return { cancelable: true, requestId: pending.requestId };
  }

  cancel(userId: string, simNumber: string, requestId: string): ServiceRequestRecord {
    const line = this.lineBySim(simNumber, userId);
    const record = this.requests.get(requestId, userId);
    if (record.type !== PLAN_SWITCH_TYPE || record.accountNumber !== line.accountNumber) {
      fail('notFound', { requestId });
    }
    this.lines.snapshot(line);
    if (!PENDING.has(this.statusOf(record)))
      fail(PLAN_SWITCH_FAILURES.planSwitchNotCancellable, { requestId });
    return this.cancelRecord(record, line);
  }

  private cancelRecord(record: ServiceRequestRecord, line: LineRecord): ServiceRequestRecord {
    if (this.paymentInProgress(record))
      fail(PLAN_SWITCH_FAILURES.planSwitchNotCancellable, { reason: 'PAYMENT_IN_PROGRESS' });
    const orderRef = record.details?.orderRef;
    const order = orderRef ? this.orders.find(orderRef) : undefined;
    if (order && this.orders.isPayable(order)) this.orders.cancel(order.orderRef, order.userId);
    if (line.pendingSwitch?.requestId === record.requestId) delete line.pendingSwitch;
    return this.requests.moveTo(record, 'CANCELED');
  }

  /** The order of a WAITING switch has a transaction still in flight (PENDING or CHALLENGE). */
  private paymentInProgress(record: ServiceRequestRecord): boolean {
    const orderRef = record.details?.orderRef;
    if (!orderRef || this.statusOf(record) !== 'WAITING') return false;
    return this.payments
      .forOrder(orderRef)
      .some((payment) => payment.status === 'PENDING' || payment.status === 'CHALLENGE');
  }

  private pendingOn(line: LineRecord): ServiceRequestRecord[] {
    return this.requests
      .onLine(line.accountNumber, PLAN_SWITCH_TYPE)
      .filter((record) => PENDING.has(this.statusOf(record)));
  }

  private statusOf(record: ServiceRequestRecord): string {
    return this.requests.progress(record).status;
  }

  /** A switch's order was paid: the new plan is on the line now, and the request is DONE. */
  private applyPaid(order: OrderRecord): void {
    const record = Object.values(this.store.data.serviceRequests).find(
      (candidate) => candidate.type === PLAN_SWITCH_TYPE && candidate.details?.orderRef === order.orderRef,
    );
    if (!record || this.statusOf(record) !== 'WAITING') return;
    const line = this.store.data.lines[record.accountNumber];
    const sku = record.details?.toSku;
    if (!line || !sku) return;
    this.lines.changePlan(line, sku);
    this.requests.moveTo(record, 'DONE');
  }
}

const round = (value: number): number => Math.round(value * 100) / 100;
