import { FEES } from '../../data/catalogue.ts';
import { AccountChanges } from '../../domain/account-changes.ts';
import { addressSummary } from '../../domain/account-notice.ts';
import type { AuthService } from '../../domain/auth.ts';
import { DOORSTEP_SLOT_CALENDAR, deliveryWindows } from '../../domain/delivery.ts';
import { fail } from '../../domain/failures.ts';
import type { SandboxLanguage } from '../../domain/language.ts';
import type { LineService } from '../../domain/lines.ts';
import type { Mailbox } from '../../domain/mailbox.ts';
import { day } from '../../domain/order-mail.ts';
import type { OrderService } from '../../domain/orders.ts';
import type { CodeRequester } from '../../domain/otp-address-guard.ts';
import { RequesterWindow } from '../../domain/requester-window.ts';
import type {
  OrderRecord,
  RescheduleRecord,
  SessionRecord,
  UserRecord,
} from '../../domain/sandbox-data.schema.ts';
import type { StateStore } from '../../domain/state-store.ts';
import rescheduleWing from './flow.ts';

const RESCHEDULE_FAILURES = rescheduleWing.failures;

const DAY = 24 * 60 * 60 * 1000;
/** How long a reschedule link works after the failed delivery (sandbox choice, README). */
export const RESCHEDULE_LINK_LIFETIME_MS = 7 * DAY;
/** The redelivery fee at the door: the doorstep delivery's own price (MXN, IVA included). */
export const REDELIVERY_FEE = FEES.doorstepDelivery.price;
/** Where the e-mail's link opens: the flow's first page, the code in its address. */
export const RESCHEDULE_LINK_PATH = '/reschedule_delivery/sim_only';
/**
 * After booking, the link's session may still read the booked reschedule (the confirmation page
 * reads it) for this long; nothing else, and nothing after (sandbox choice, GATEWAY-CONTRACT.md).
 */
export const RESCHEDULE_LINK_AFTER_BOOKING_MS = 10 * 60 * 1000;

export type RescheduleValidation =
  | { valid: true; record: RescheduleRecord }
  | { valid: false; reason: 'INVALID' | 'USED' | 'EXPIRED' };

export type NewDelivery =
  | { method: 'DOORSTEP_DELIVERY'; address: Record<string, string>; slotId: string; idempotencyKey: string }
  | { method: 'SELF_PICKUP'; pickupLocationId: string; idempotencyKey: string };

export type DeliveryFailureCause = RescheduleRecord['cause'];

/** The e-mail says when and why, and what the new delivery costs: the courier's failure is on us. */
const MAIL_TEXT = {
  'es-MX': {
    subject: 'No pudimos entregar tu SIM',
    body: (link: string, cause: DeliveryFailureCause, on: string) =>
      cause === 'COURIER'
        ? `El ${on} nuestro mensajero no pudo entregar tu SIM. Elige una nueva fecha, sin costo, o recógela en tienda: ${link}`
        : `El ${on} intentamos entregar tu SIM y no había nadie para recibirla. Elige una nueva fecha (la nueva visita cuesta $${REDELIVERY_FEE} MXN) o recógela en tienda sin costo: ${link}`,
  },
  'en-US': {
    subject: "We couldn't deliver your SIM",
    body: (link: string, cause: DeliveryFailureCause, on: string) =>
      cause === 'COURIER'
        ? `On ${on} our courier couldn't deliver your SIM. Choose a new date, at no cost, or pick it up at a store: ${link}`
        : `On ${on} we tried to deliver your SIM and nobody was there to receive it. Choose a new date (the new visit costs $${REDELIVERY_FEE} MXN) or pick it up at a store for free: ${link}`,
  },
} as const satisfies Record<SandboxLanguage, unknown>;

/**
 * Failed doorstep deliveries and their reschedules (the spec's shipment reschedule, validate by code):
 * - a courier that cannot deliver marks the order's delivery failed; the customer gets an e-mail
 *   whose link carries a verification code, valid 7 days;
 * - the code opens the reschedule (for a signed-out customer it also signs them in: the link is
 *   their key); a code no reschedule has, one already used, or one past its time is refused;
 * - the new delivery is a doorstep window (the redelivery fee, paid by a service order) or a store
 *   pick-up (free); a doorstep one is booked when its order is paid, a pick-up at once;
 * - once booked the code is used: the same link again is refused;
 * - the same attempt (idempotency key) sent again answers the same reschedule and order.
 */
export class RescheduleDeliveryService extends AccountChanges {
  /** Wrong codes, per device and per client address (validateFrom). */
  private readonly guesses: RequesterWindow;

  constructor(
    private readonly store: StateStore,
    private readonly orders: OrderService,
    private readonly lines: LineService,
    private readonly mailbox: Mailbox,
    private readonly auth: AuthService,
  ) {
    super();
    this.guesses = new RequesterWindow(
      store,
      () => store.data.rescheduleCodeFailures ?? [],
      (events) => {
        store.data.rescheduleCodeFailures = events;
      },
      () => ({
        windowSeconds: store.limits.linkCodeWindowSeconds,
        perDevice: store.limits.linkCodeFailuresPerDevice,
        perClientAddress: store.limits.linkCodeFailuresPerClientAddress,
        // A script sending no device id: one limit for all of them (the storefront always sends one).
        unidentifiedShareOne: true,
      }),
    );
    orders.paidServiceSteps.add({
      name: 'reschedule-delivery',
      moment: 'beforeConfirmation',
      run: (order) => this.bookPaid(order),
    });
  }

  private get records(): Record<string, RescheduleRecord> {
    const data = this.store.data;
    data.reschedules ??= {};
    return data.reschedules;
  }

  /** The courier could not deliver this order's SIM: a reschedule opens and its link is e-mailed. */
  failDelivery(
    order: OrderRecord,
    lang: SandboxLanguage,
    storefrontOrigin = '',
    cause: DeliveryFailureCause = 'COURIER',
  ): RescheduleRecord {
    if (order.delivery?.method !== 'DOORSTEP_DELIVERY')
      fail('badRequest', { reason: 'NOT_A_DOORSTEP_DELIVERY' });
    const now = this.store.now();
    order.delivery.failedAt = now;
    order.updatedAt = now;
    const record: RescheduleRecord = {
      rescheduleId: this.store.nextId('rs_'),
      userId: order.userId,
      orderRef: order.orderRef,
      verificationCode: `${this.store.digits(4)}${this.store.digits(4)}`,
      createdAt: now,
      expiresAt: now + RESCHEDULE_LINK_LIFETIME_MS,
      status: 'OPEN',
      cause,
    };
    this.records[record.rescheduleId] = record;
    const email = order.email ?? this.auth.user(order.userId)?.email;
    if (email) {
      const link = this.linkOf(record, storefrontOrigin);
      const text = MAIL_TEXT[lang];
      this.mailbox.send({
        channel: 'email',
        to: email,
        subject: text.subject,
        body: text.body(link, cause, day(now, lang)),
        code: record.verificationCode,
        link,
        kind: 'reschedule_delivery',
      });
    }
    this.store.changed();
    return record;
  }

  linkOf(record: RescheduleRecord, storefrontOrigin = ''): string {
    const query = new URLSearchParams({ code: record.verificationCode });
    return `${storefrontOrigin.replace(/\/+$/, '')}${RESCHEDULE_LINK_PATH}?${query.toString()}`;
  }

  /**
   * A link's code as its caller sends it: wrong codes are counted per device and per
   * client address, and past the limit the caller is refused with 429 and Retry-After, whatever
   * code it sends (the right one too), until the window lets its oldest wrong code go. The owner's
   * own device and address are not slowed by anyone else's guesses.
   */
  validateFrom(code: string, requester: CodeRequester): RescheduleValidation {
    const wait = this.guesses.waitFor(requester);
    if (wait !== undefined)
      fail(RESCHEDULE_FAILURES.rescheduleCodeTriesExceeded, { retryAfterSeconds: wait });
    const validation = this.validate(code);
    if (!validation.valid && validation.reason === 'INVALID') this.guesses.record(requester);
    return validation;
  }

  /** Reschedule validate by verification code: open, or why not. */
  validate(code: string): RescheduleValidation {
    const record = Object.values(this.records).find((candidate) => candidate.verificationCode === code);
    if (!record) return { valid: false, reason: 'INVALID' };
    if (record.status === 'DONE') return { valid: false, reason: 'USED' };
    if (this.store.now() >= record.expiresAt) return { valid: false, reason: 'EXPIRED' };
    return { valid: true, record };
  }

  /**
   * A session for the link's customer, when the caller is not them already: the link's, not the
   * account's. It grants this reschedule and its fee order's payment only
   * (`linkAllows`) and ends with the link.
   */
  sessionFor(record: RescheduleRecord, callerId: string | undefined): string | undefined {
    if (callerId === record.userId) return undefined;
    return this.auth.linkSession(
      record.userId,
      { kind: 'reschedule', rescheduleId: record.rescheduleId },
      record.expiresAt,
    ).accessToken;
  }

  /**
   * What a reschedule link's session may reach: this reschedule and its fee order (reads, the
   * submit, the fee's payment) while the link is open; once booked, only reads of the booked
   * reschedule and its fee order for RESCHEDULE_LINK_AFTER_BOOKING_MS; nothing else of the
   * account. The failed delivery's own order is not the link's to read: the reschedule's pages show
   * only what the reschedule answers (the addresses, the fees), never the order's number, SIM,
   * line, card or its reschedule code. 'dead': the link is over (401); 'forbidden': not what the
   * link is for (403).
   */
  linkAllows(
    session: SessionRecord,
    access: {
      rescheduleId?: string | undefined;
      orderRef?: string | undefined;
      read: boolean;
    },
  ): 'allowed' | 'forbidden' | 'dead' {
    const record = session.scope ? this.records[session.scope.rescheduleId] : undefined;
    if (!record || record.userId !== session.userId) return 'dead';
    const now = this.store.now();
    if (record.status === 'DONE') {
      const grace = (record.bookedAt ?? now) + RESCHEDULE_LINK_AFTER_BOOKING_MS;
      if (now >= grace) return 'dead';
      if (!access.read) return 'forbidden';
    } else if (now >= record.expiresAt) return 'dead';
    if (access.rescheduleId !== undefined) {
      return access.rescheduleId === record.rescheduleId ? 'allowed' : 'forbidden';
    }
    if (access.orderRef !== undefined) {
      return record.feeOrderRef !== undefined && access.orderRef === record.feeOrderRef
        ? 'allowed'
        : 'forbidden';
    }
    return 'forbidden';
  }

  /** The customer's reschedule; another customer's, or none, is not found. */
  get(rescheduleId: string, userId: string): RescheduleRecord {
    const record = this.records[rescheduleId];
    if (!record || record.userId !== userId) fail('notFound', { rescheduleId });
    return record;
  }

  /**
   * The reschedule of an order not booked yet, for its order page (the owner's own read); an
   * expired one too, so the page the link opens says it expired rather than nothing.
   */
  latestForOrder(orderRef: string): RescheduleRecord | undefined {
    return Object.values(this.records)
      .filter((record) => record.orderRef === orderRef && record.status !== 'DONE')
      .sort((a, b) => b.createdAt - a.createdAt)[0];
  }

  /**
   * What a doorstep redelivery and a pick-up cost (MXN, IVA included): a pick-up is free, and so is
   * a doorstep redelivery after the courier's own failure (charging the customer again
   * for the operator's failure). Only a visit nobody was there to receive is charged again.
   */
  fees(record: RescheduleRecord): { DOORSTEP_DELIVERY: number; SELF_PICKUP: number } {
    return { DOORSTEP_DELIVERY: record.cause === 'NOBODY_HOME' ? REDELIVERY_FEE : 0, SELF_PICKUP: 0 };
  }

  /**
   * Shipment reschedule v2: the new delivery, and the fee order when one is due. A doorstep
   * redelivery to another address than the one the SIM was going to spends a step-up proof for
   * DELIVERY_ADDRESS_CHANGE (`stepUpToken`) before anything changes, else 422120: whoever holds the
   * link (forwarded, leaked) cannot send the account's SIM, perhaps with a transferred number, to
   * their own door without the account's mailbox now, or a log-in minutes old.
   */
  submit(
    user: UserRecord,
    rescheduleId: string,
    input: NewDelivery,
    stepUpToken?: string | null,
  ): RescheduleRecord {
    const record = this.get(rescheduleId, user.id);
    if (record.idempotencyKey === input.idempotencyKey) {
      if (record.delivery?.method !== input.method) fail('idempotencyKeyReused');
      return record;
    }
    const order = this.orders.find(record.orderRef);
    const newDoor =
      input.method === 'DOORSTEP_DELIVERY' && !sameDoor(input.address, order?.delivery?.address);
    if (newDoor) this.requireStepUpProof(user.id, 'DELIVERY_ADDRESS_CHANGE', undefined, stepUpToken);
    const validation = this.validate(record.verificationCode);
    if (!validation.valid) fail(RESCHEDULE_FAILURES.rescheduleNotOpen, { reason: validation.reason });
    if (input.method === 'DOORSTEP_DELIVERY') {
      const window = deliveryWindows(DOORSTEP_SLOT_CALENDAR, this.store.now()).find(
        (candidate) => candidate.slotId === input.slotId,
      );
      if (!window?.available) fail('badRequest', { reason: 'SLOT_NOT_AVAILABLE' });
    }
    if (newDoor) this.spendStepUpProof(user.id, 'DELIVERY_ADDRESS_CHANGE', undefined, stepUpToken);
    // An earlier choice left unpaid gives way to this one (its order is cancelled).
    const previous = record.feeOrderRef ? this.orders.find(record.feeOrderRef) : undefined;
    if (previous && this.orders.isPayable(previous)) this.orders.cancel(previous.orderRef, previous.userId);
    delete record.feeOrderRef;
    delete record.fee;
    record.idempotencyKey = input.idempotencyKey;
    record.delivery =
      input.method === 'DOORSTEP_DELIVERY'
        ? { method: input.method, address: input.address, slotId: input.slotId }
        : { method: input.method, pickupLocationId: input.pickupLocationId };
    const fee = this.fees(record)[input.method];
    if (fee === 0) {
      this.book(record);
      return record;
    }
    const line = this.lines.forOrder(record.orderRef);
    const feeOrder = this.orders.createServiceOrder(user, {
      item: { itemType: 'DELIVERY_FEE_SKU', sku: FEES.doorstepDelivery.sku, amount: fee },
      simType: order?.simType ?? 'physical_sim',
      msisdn: line?.msisdn ?? order?.msisdn ?? '',
      accountNumber: line?.accountNumber,
    });
    record.feeOrderRef = feeOrder.orderRef;
    record.fee = fee;
    record.status = 'WAITING';
    this.store.changed();
    return record;
  }

  /**
   * The SIM now goes to another door than the one it was going to: the account's address (not the
   * order's, which whoever holds the link may have typed) hears where, when, and whom to call.
   */
  private tellAddressChanged(record: RescheduleRecord, address: Record<string, string>): void {
    const user = this.auth.user(record.userId);
    if (!user?.email) return;
    this.notices?.deliveryAddressChanged({
      to: user.email,
      orderRef: record.orderRef,
      address: addressSummary(address),
      at: this.store.now(),
      lang: user.language,
    });
  }

  /** A fee order was paid: its reschedule's delivery is booked. */
  private bookPaid(order: OrderRecord): void {
    const record = Object.values(this.records).find((candidate) => candidate.feeOrderRef === order.orderRef);
    if (record && record.status === 'WAITING') this.book(record);
  }

  /** The new delivery goes on the order: the SIM is on its way again, and the link is used. */
  private book(record: RescheduleRecord): void {
    const order = this.orders.find(record.orderRef);
    const delivery = record.delivery;
    if (order && delivery) {
      if (delivery.address && !sameDoor(delivery.address, order.delivery?.address)) {
        this.tellAddressChanged(record, delivery.address);
      }
      order.delivery = {
        method: delivery.method,
        ...(delivery.address ? { address: delivery.address } : {}),
        ...(delivery.slotId ? { slotId: delivery.slotId } : {}),
        ...(delivery.pickupLocationId ? { pickupLocationId: delivery.pickupLocationId } : {}),
      };
      order.updatedAt = this.store.now();
    }
    record.status = 'DONE';
    record.bookedAt = this.store.now();
    this.store.changed();
  }
}

/**
 * The same door: the postal code, the street, the number and the interior, compared apart from
 * case, accents and spaces. The other fields describe the place rather than the door and are
 * rewritten by the address form (the colonia as a second line, names from the postal code's
 * look-up), so they are not compared; a number given only inside the street line is compared as
 * that line. A door taken for new asks for a code it did not need; never the other way round.
 */
function sameDoor(next: Record<string, string>, previous: Record<string, string> | undefined): boolean {
  if (!previous) return false;
  const norm = (value: string | undefined) =>
    (value ?? '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .replace(/\s+/g, ' ')
      .toLowerCase();
  const door = (address: Record<string, string>) => ({
    postalCode: norm(address.postalCode),
    street: norm(address.street || address.addressLine1),
    number: norm(address.blockNumber),
    unit: norm(address.unit),
    line: norm(address.addressLine1),
  });
  const [a, b] = [door(next), door(previous)];
  const numbered = a.number !== '' && b.number !== '';
  return (
    a.postalCode === b.postalCode &&
    a.street === b.street &&
    a.number === b.number &&
    a.unit === b.unit &&
    (numbered || a.line === b.line)
  );
}
