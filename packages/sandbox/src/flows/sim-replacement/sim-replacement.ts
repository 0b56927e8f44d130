import type { DeliveryStatus } from '@senda/core/gateway';
import { FEES } from '../../data/catalogue.ts';
import { AccountChanges } from '../../domain/account-changes.ts';
import { deliveryStatus } from '../../domain/delivery.ts';
import { fail } from '../../domain/failures.ts';
import type { KycService } from '../../domain/kyc.ts';
import type { LineService } from '../../domain/lines.ts';
import type { OrderService } from '../../domain/orders.ts';
import type { PortInService } from '../../domain/port-in.ts';
import type {
  LineRecord,
  OrderRecord,
  ServiceRequestRecord,
  UserRecord,
} from '../../domain/sandbox-data.schema.ts';
import type { ServiceRequestService } from '../../domain/service-requests.ts';
import type { StateStore } from '../../domain/state-store.ts';
import { SANDBOX_FLOW_WINGS } from '../flow-registry.ts';
import simReplacementWing from './flow.ts';

const { simReplacementNotEligible, simReplacementKycMissing } = simReplacementWing.failures;

export const SIM_REPLACEMENT_TYPE = 'SIM_REPLACEMENT';
type SimType = LineRecord['simType'];

/** The fee per new SIM (MXN, IVA included, delivery included): a physical SIM is made and sent. */
export const SIM_REPLACEMENT_FEES: Readonly<Record<SimType, { sku: string; price: number }>> = {
  physical_sim: FEES.simReplacementPhysical,
  esim: FEES.simReplacementEsim,
};

/** the spec's eSIM delivery specification: an eSIM replacement needs nothing delivered (the spelling is the spec's). */
export const ESIM_DELIVERY_SPECIFICATIONS = [
  { orderType: 'ESIM-NEW', deliveryNeeded: false },
  { orderType: 'ESIM-SIM_REPLACMENT', deliveryNeeded: false },
] as const;

/** A replacement physical SIM reaches the customer (door or store) a day after the fee is paid. */
export const DELIVERED_AFTER_MS = 24 * 60 * 60 * 1000;

/** Where a replacement physical SIM is, as the line's order tells it (its delivery). */
export interface ReplacementShipment {
  method: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP';
  slotId?: string;
  pickupLocationId?: string;
  status: Extract<DeliveryStatus, 'ON_ITS_WAY' | 'DELIVERED' | 'READY_FOR_PICKUP'>;
}

export type SimReplacementEligibility =
  | { eligible: true; simType: SimType }
  | { eligible: false; reason: string; pendingRequestId?: string };

export interface SimReplacementInput {
  reason: string;
  simType: SimType;
  kycIds: readonly string[];
  delivery:
    | { method: 'DOORSTEP_DELIVERY'; slotId: string; address: Record<string, string> }
    | { method: 'SELF_PICKUP'; pickupLocationId: string }
    | null;
  idempotencyKey: string;
}

/** The first refusal a flow wing gives for a new SIM on this line (the number lock). */
const wingRefusal = (line: LineRecord) =>
  SANDBOX_FLOW_WINGS.map((wing) => wing.lineGuards?.simReplacement?.(line)).find(Boolean);

/** Pending: the fee not paid yet (WAITING), or paid and the new SIM on its way (IN_PROGRESS). */
const PENDING = new Set(['WAITING', 'SUBMITTED', 'IN_PROGRESS']);

/**
 * SIM replacement as a Mexican prepaid operator makes it:
 * - the line must be in the customer's hands (a first physical SIM not yet delivered has nothing
 *   to replace), not suspended or closed, not mid-transfer, with no other replacement under way;
 * - the identity check (manual KYC: ID and selfie) must be in before anything is replaced;
 * - a SIM reported lost or stolen is blocked the moment the request is made, before the fee is
 *   paid, so nobody can use it meanwhile;
 * - the fee is a service order paid with payment_request; once paid the new SIM takes over the
 *   line: an eSIM at once (a new activation code, the old one stops working) and the request is
 *   DONE; a physical SIM is IN_PROGRESS until it is delivered (24 h), then DONE.
 */
export class SimReplacementService extends AccountChanges {
  constructor(
    private readonly store: StateStore,
    private readonly lines: LineService,
    private readonly orders: OrderService,
    private readonly portIn: PortInService,
    private readonly kyc: KycService,
    private readonly requests: ServiceRequestService,
  ) {
    super();
    orders.paidServiceSteps.add({
      name: 'sim-replacement',
      moment: 'beforeConfirmation',
      run: (order) => this.applyPaid(order),
    });
  }

  eligibility(line: LineRecord): SimReplacementEligibility {
    const { status } = this.lines.snapshot(line);
    if (line.activatedAt === undefined) {
      // A SIM in the customer's hands (collected, or delivered) is there: it wants activating.
      const order = this.store.data.orders[line.orderRef];
      const inHand = order !== undefined && deliveryStatus(order, line, this.store.now()) === 'DELIVERED';
      return { eligible: false, reason: inHand ? 'SIM_NOT_ACTIVATED' : 'SIM_NOT_DELIVERED' };
    }
    const outOfService = this.lines.outOfServiceReason(line, status);
    if (outOfService) return { eligible: false, reason: outOfService };
    if (this.lines.closing(line)) return { eligible: false, reason: 'LINE_CLOSING' };
    if (this.portIn.transferUnderWay(line)) return { eligible: false, reason: 'PORT_IN_IN_PROGRESS' };
    const guarded = wingRefusal(line);
    if (guarded) return { eligible: false, reason: guarded.reason };
    const [pending] = this.pendingOn(line).filter((record) => this.statusOf(record) !== 'WAITING');
    if (pending)
      return { eligible: false, reason: 'REPLACEMENT_PENDING', pendingRequestId: pending.requestId };
    return { eligible: true, simType: line.simType };
  }

  specifications() {
    return {
      fees: (['physical_sim', 'esim'] as const).map((simType) => ({
        simType,
        amount: SIM_REPLACEMENT_FEES[simType].price,
      })),
      esimDeliverySpecifications: ESIM_DELIVERY_SPECIFICATIONS.map((entry) => ({ ...entry })),
    };
  }

  /**
   * The replacement (to an eSIM or a new physical SIM) spends a step-up proof for
   * SIM_REPLACEMENT on this line (`stepUpToken`, X-Step-Up-Token) before anything changes (a lost
   * SIM blocked, an earlier attempt cancelled, the fee's order), else 422120. The same request sent
   * again (a lost answer, the proof spent by the first) is answered as made: it changes nothing.
   */
  submit(
    user: UserRecord,
    line: LineRecord,
    input: SimReplacementInput,
    stepUpToken?: string | null,
  ): ServiceRequestRecord {
    const repeated = Object.values(this.store.data.serviceRequests).find(
      (record) =>
        record.userId === user.id &&
        record.type === SIM_REPLACEMENT_TYPE &&
        record.details?.idempotencyKey === input.idempotencyKey,
    );
    if (repeated) {
      const same =
        repeated.accountNumber === line.accountNumber &&
        repeated.details?.reason === input.reason &&
        repeated.details?.simType === input.simType;
      if (!same) fail('idempotencyKeyReused');
      return repeated;
    }
    this.requireStepUpProof(user.id, 'SIM_REPLACEMENT', line.accountNumber, stepUpToken);
    const eligibility = this.eligibility(line);
    // A wing's refusal (the number lock) with its own code, not the generic one.
    const guarded = wingRefusal(line);
    if (guarded) fail(guarded.failure);
    if (!eligibility.eligible) fail(simReplacementNotEligible, { reason: eligibility.reason });
    const ownKyc = new Set(this.kyc.listFor(user.id).map((submission) => submission.id));
    if (input.kycIds.length === 0 || input.kycIds.some((id) => !ownKyc.has(id)))
      fail(simReplacementKycMissing);
    const needsDelivery = input.simType === 'physical_sim';
    if (needsDelivery !== (input.delivery !== null)) fail('badRequest', { reason: 'DELIVERY' });
    this.spendStepUpProof(user.id, 'SIM_REPLACEMENT', line.accountNumber, stepUpToken);
    // An unpaid earlier attempt gives way to this one: its order is cancelled.
    for (const waiting of this.pendingOn(line)) {
      const orderRef = waiting.details?.orderRef;
      const order = orderRef ? this.orders.find(orderRef) : undefined;
      if (order && this.orders.isPayable(order)) this.orders.cancel(order.orderRef, order.userId);
      this.requests.moveTo(waiting, 'CANCELED');
    }
    if (input.reason === 'LOST_OR_STOLEN' && line.simBlockedAt === undefined) {
      line.simBlockedAt = this.store.now();
      // The block is a change the owner must hear of now: the fee may never be paid.
      if (user.email) {
        this.notices?.simBlocked({
          to: user.email,
          msisdn: line.msisdn,
          at: line.simBlockedAt,
          lang: user.language,
        });
      }
    }
    const fee = SIM_REPLACEMENT_FEES[input.simType];
    const amount = fee.price;
    const order = this.orders.createServiceOrder(user, {
      item: { itemType: 'FEE', sku: fee.sku, amount },
      accountNumber: line.accountNumber,
      simType: input.simType,
      msisdn: line.msisdn,
    });
    const details: Record<string, string> = {
      reason: input.reason,
      simType: input.simType,
      fromSimType: line.simType,
      idempotencyKey: input.idempotencyKey,
      orderRef: order.orderRef,
      amount: String(amount),
      kycIds: input.kycIds.join(','),
    };
    if (input.delivery) {
      details.deliveryMethod = input.delivery.method;
      if (input.delivery.method === 'DOORSTEP_DELIVERY') details.slotId = input.delivery.slotId;
      else details.pickupLocationId = input.delivery.pickupLocationId;
    }
    return this.requests.create(line, {
      type: SIM_REPLACEMENT_TYPE,
      plan: [{ status: 'WAITING', afterMs: 0 }],
      details,
    });
  }

  /**
   * The replacement physical SIM not yet in the phone: how it comes and where it is (on its way
   * until the request is DONE, then at the door or ready at the store). Undefined once it is
   * activated, or when no physical SIM replaced the line's: the order's own delivery stands.
   */
  shipment(line: LineRecord): ReplacementShipment | undefined {
    if (line.simType !== 'physical_sim' || line.simAwaitingActivation !== true) return undefined;
    const record = this.requests.onLine(line.accountNumber, SIM_REPLACEMENT_TYPE).find((candidate) => {
      const status = this.statusOf(candidate);
      return candidate.details?.simType === 'physical_sim' && (status === 'IN_PROGRESS' || status === 'DONE');
    });
    const method = record?.details?.deliveryMethod;
    if (!record || (method !== 'DOORSTEP_DELIVERY' && method !== 'SELF_PICKUP')) return undefined;
    const arrived = this.statusOf(record) === 'DONE';
    return {
      method,
      ...(record.details?.slotId ? { slotId: record.details.slotId } : {}),
      ...(record.details?.pickupLocationId ? { pickupLocationId: record.details.pickupLocationId } : {}),
      status: arrived ? (method === 'SELF_PICKUP' ? 'READY_FOR_PICKUP' : 'DELIVERED') : 'ON_ITS_WAY',
    };
  }

  /** Whether the line's SIM is blocked now (reported lost or stolen, not yet replaced). */
  blocked(line: LineRecord): boolean {
    return line.simBlockedAt !== undefined;
  }

  private pendingOn(line: LineRecord): ServiceRequestRecord[] {
    return this.requests
      .onLine(line.accountNumber, SIM_REPLACEMENT_TYPE)
      .filter((record) => PENDING.has(this.statusOf(record)));
  }

  private statusOf(record: ServiceRequestRecord): string {
    return this.requests.progress(record).status;
  }

  /** The fee was paid: the new SIM takes over the line (an eSIM now, a physical SIM on delivery). */
  private applyPaid(order: OrderRecord): void {
    const record = Object.values(this.store.data.serviceRequests).find(
      (candidate) =>
        candidate.type === SIM_REPLACEMENT_TYPE && candidate.details?.orderRef === order.orderRef,
    );
    if (!record || this.statusOf(record) !== 'WAITING') return;
    const line = this.store.data.lines[record.accountNumber];
    if (!line) return;
    const simType: SimType = record.details?.simType === 'esim' ? 'esim' : 'physical_sim';
    this.lines.replaceSim(line, simType);
    const user = this.store.data.users[record.userId];
    if (user?.email) {
      this.notices?.simReplaced({
        to: user.email,
        msisdn: line.msisdn,
        simType,
        at: this.store.now(),
        lang: user.language,
      });
    }
    if (simType === 'esim') {
      this.requests.moveTo(record, 'DONE');
      return;
    }
    // On its way: IN_PROGRESS now, DONE when delivered (the sandbox clock moves it).
    this.requests.moveTo(record, 'IN_PROGRESS');
    record.timeline.push({ status: 'DONE', at: this.store.now() + DELIVERED_AFTER_MS });
    this.store.changed();
  }
}
