import { composeCurp, MAX_LINES_PER_CURP } from '@senda/core/validation';
import { findInventoryNumber } from '../data/numbers.ts';
import { setDataUsed } from '../flows/line-usage/line-usage.ts';
import { foundScenarioModules } from '../scenarios/scenario-modules.ts';
import { DELIVERY_LEAD_DAYS, DOORSTEP_SLOT_CALENDAR, deliveryWindows, windowTime } from './delivery.ts';
import { fail } from './failures.ts';
import { COUNTRY_LANGUAGE } from './language.ts';
import { PAYLINK_TTL_MS } from './paylinks.ts';
import { PORT_IN_OUTCOME_SUFFIXES, type PortInOutcome } from './port-in.ts';
import type { LineRecord, OrderRecord } from './sandbox-data.schema.ts';
import type { SandboxState } from './sandbox-state.ts';
import { DAY, type Page, pagePath, type ScenarioRecipe } from './scenario-recipe.ts';

/** The card every ready-made customer paid with (approved; see the test-card table). */
const SCENARIO_CARD = '4242424242424242';
/** The approved Mastercard a customer keeps beside an expired card (`expired-card`). */
const SCENARIO_SECOND_CARD = '5555555555554444';
const SCENARIO_PLAN = 'PLAN-SENDA-200';
/** The store every ready-made pick-up SIM is collected at. */
export const SCENARIO_PICKUP = 'TIENDA-ROMA';
const SCENARIO_DONOR = 'TELCEL';
/** The delivery calendar a doorstep scenario's window is taken from (the one the storefront reads). */
const SCENARIO_DELIVERY_CALENDAR = DOORSTEP_SLOT_CALENDAR;
/**
 * How long before the scenario a failed delivery's line was bought: past the delivery lead days
 * and a day more, so its first window (the courier's attempt) ended before now.
 */
const FAILED_DELIVERY_BOUGHT_AGO_MS = (DELIVERY_LEAD_DAYS + 2) * DAY;
/** The courier rings an hour into the booked window. */
const DELIVERY_ATTEMPT_AFTER_MS = 60 * 60 * 1000;

function deliveryAttemptTime(order: OrderRecord): number {
  const start = order.delivery?.slotId ? windowTime(order.delivery.slotId, 'startTime') : undefined;
  if (start === undefined) throw new Error('scenario failed delivery: the order has no doorstep window');
  return start + DELIVERY_ATTEMPT_AFTER_MS;
}

/** Who every ready-made customer is: the profile and the order's buyer. */
const SCENARIO_PERSON = { firstName: 'Lucía', lastName: 'Hernández', dob: '1992-03-14', nationality: 'MX' };

/**
 * Ready-made customers for demos and tests (`POST /mocks/scenarios`). Each goes the way a real one
 * would: an account signed up by one-time code, an order for Senda 200, paid with an approved test
 * card through the payment provider, and the line that payment opens. Only the passing of time is
 * arranged: a transfer started or a line bought in the past. These are the ones no flow owns; a
 * flow's own are in its `src/scenarios/<flow>.scenarios.ts`.
 */
export const BASE_SCENARIOS = {
  'active-esim-line': {
    description: 'Paid eSIM, line Active on Senda 200, eSIM not yet installed; it may switch plans',
    simType: 'esim',
    autoRenewal: true,
    pages: ['esimInstall', 'manageOrder', 'planSwitch'],
  },
  'physical-sim-awaiting-activation': {
    description: 'Physical SIM picked up at the store, not activated yet (its ICCID is in the answer)',
    simType: 'physical_sim',
    autoRenewal: true,
    collected: true,
    pages: ['simActivation', 'manageOrder'],
  },
  'doorstep-sim-on-its-way': {
    description:
      'Physical SIM paid for delivery at the door in the first free window (two days ahead), not delivered yet',
    simType: 'physical_sim',
    delivery: 'doorstep',
    autoRenewal: true,
    pages: ['manageOrder'],
  },
  'saved-card': {
    description:
      'eSIM line Active on Senda 200, paid with the approved card saved for next time; a second order (Senda 100) waits for payment',
    simType: 'esim',
    autoRenewal: true,
    saveCard: true,
    unpaidOrderSku: 'PLAN-SENDA-100',
    pages: ['manageOrder', 'savedCards'],
  },
  'curp-line-limit': {
    description: `eSIM line Active; ${MAX_LINES_PER_CURP} lines in all are registered to the customer's CURP (in the answer; the other ${MAX_LINES_PER_CURP - 1} bought from other accounts): the registry's limit, so an 11th line is refused`,
    simType: 'esim',
    autoRenewal: true,
    linesOnCurp: MAX_LINES_PER_CURP,
    pages: ['manageOrder'],
  },
} as const satisfies Record<string, ScenarioRecipe>;

/**
 * Every scenario: the base ones above, then each flow's, from its `scenarios/<flow>.scenarios.ts`
 * (found by their names, so a flow adds its customers in its own file, and no list names it).
 */
export const SCENARIOS: Readonly<Record<string, ScenarioRecipe>> = {
  ...BASE_SCENARIOS,
  ...Object.assign({}, ...foundScenarioModules()),
};

/** A scenario's name: any a scenarios file defines (isScenarioName checks one at run time). */
export type ScenarioName = string;
export const SCENARIO_NAMES: readonly ScenarioName[] = Object.keys(SCENARIOS);

/** The page a scenario is for (its `links.open`, without the sign-in query). */
export const scenarioOpenPath = (name: ScenarioName): string | undefined => {
  const page = SCENARIOS[name]?.pages[0];
  return page && pagePath(page);
};

export const isScenarioName = (name: unknown): name is ScenarioName =>
  typeof name === 'string' && Object.hasOwn(SCENARIOS, name);

export interface ScenarioOptions {
  /** The customer's e-mail; by default a fresh one per call. */
  email?: string | undefined;
  /** Absolute storefront origin for the links; relative paths without it. */
  storefrontOrigin?: string | undefined;
  /**
   * What the card on file does when charged from now on (the bank's answer changed: a blocked
   * card, no funds): the line's renewal card and the saved card alike. Approved by default.
   */
  renewalCard?: 'approve' | 'decline' | 'insufficient_funds' | undefined;
}

export interface ScenarioCustomer {
  scenario: ScenarioName;
  email: string;
  accessToken: string;
  orderRef: string;
  accountNumber: string;
  msisdn: string;
  /** The SIM's ICCID: what a customer reads off a physical SIM to activate it. */
  iccid: string;
  /** The scenario's order still to pay, when it has one (`saved-card`). */
  unpaidOrderRef?: string;
  /** The unpaid order's pay-by-link, when the scenario sent one (`paylink-pending`, `paylink-expired`). */
  paylinkId?: string;
  /**
   * The CURP every order of the scenario gave, when it gave one (`curp-line-limit`), or the
   * holder's CURP to type (`holderCurp`).
   */
  curp?: string;
  /** The renewal's OXXO or SPEI reference still to pay (`renewal-pending-oxxo`). */
  cashReference?: string;
  /** The renewal's service order (`renewed-by-card`, `renewal-pending-oxxo`). */
  renewalOrderRef?: string;
  /** The failed delivery's reschedule and its link's verification code (`failed-delivery`). */
  rescheduleId?: string;
  rescheduleCode?: string;
  /** `open` is the page the scenario is for; every link signs the customer in (`auth_token`). */
  links: ScenarioLinks;
}

export type ScenarioLinks = { open: string; rescheduleDelivery?: string; paylink?: string } & Partial<
  Record<Page, string>
>;

export class ScenarioService {
  constructor(private readonly state: SandboxState) {}

  create(name: ScenarioName, options: ScenarioOptions = {}): ScenarioCustomer {
    const recipe = SCENARIOS[name];
    if (!recipe) throw new Error(`Unknown scenario "${name}"`);
    const { auth } = this.state;
    const email = options.email ?? `${name}-${this.state.store.nextSequence()}@example.mx`;
    // No customer call is behind a scenario: its mails are in the country's language until the
    // customer's own first call (through a scenario link) records theirs.
    const signUp = auth.signUp(email, 'web', COUNTRY_LANGUAGE, {});
    const signedUp = auth.validate('signup', signUp.id, signUp.code);
    // The scenario's token is what its links carry, as e-mailed links do: a link's session, never a
    // fresh log-in, so an account-changing action asks for the step-up code (step-up.ts).
    const session = auth.linkSession(signedUp.userId);
    auth.updateProfile(session.userId, {
      firstName: SCENARIO_PERSON.firstName,
      lastName: SCENARIO_PERSON.lastName,
      dob: Date.parse(`${SCENARIO_PERSON.dob}T00:00:00Z`),
    });

    const curp = recipe.linesOnCurp || recipe.holderCurp ? this.freshCurp() : undefined;
    const orderCurp = recipe.linesOnCurp ? curp : undefined;
    const buy = () => {
      const placed = this.placeOrder(session.userId, recipe, SCENARIO_PLAN, orderCurp);
      if (recipe.purchasePaidAtOxxo) this.payAtOxxo(session.userId, placed);
      else this.pay(session.userId, placed, recipe.saveCard ?? false);
      return placed;
    };
    const { store } = this.state;
    // A failed delivery was bought days ago, so its window (and the courier's attempt) is past.
    const order = recipe.failedDelivery
      ? store.asOf(store.now() - FAILED_DELIVERY_BOUGHT_AGO_MS, buy)
      : buy();
    // The CURP's other lines were bought from other accounts (the registry counts by person,
    // whatever account bought the line): this customer may still buy.
    for (let more = 1; more < (recipe.linesOnCurp ?? 0); more++) {
      const other = auth.signUp(
        `${name}-${this.state.store.nextSequence()}-other@example.mx`,
        'web',
        COUNTRY_LANGUAGE,
        {},
      );
      const otherUserId = auth.validate('signup', other.id, other.code).userId;
      this.pay(otherUserId, this.placeOrder(otherUserId, recipe, SCENARIO_PLAN, curp), false);
    }
    const line = this.state.lines.forOrder(order.orderRef);
    if (!line) throw new Error(`scenario ${name}: the paid order opened no line`);
    this.arrangeLine(line, recipe);
    const renewalCard = options.renewalCard ?? (recipe.renewalDeclined ? 'decline' : undefined);
    if (renewalCard) this.cardNowAnswers(session.userId, line, renewalCard);
    if (recipe.expiredCard) this.expireCard(session.userId, line);
    const renewal = recipe.renewedBy ? this.renewByHand(session.userId, line, recipe.renewedBy) : undefined;
    if (recipe.collected) this.state.orders.handOver(order);
    if (recipe.activated) this.state.lines.activateSim(line, line.iccid);
    if (recipe.dataUsedShare !== undefined) {
      setDataUsed(line, recipe.dataUsedShare, store.now());
      store.changed();
    }
    if (recipe.numberLocked) {
      line.numberLock = { locked: true, changedAt: store.now() };
      store.changed();
    }
    recipe.arrange?.(this.state, line);
    const unpaid = recipe.unpaidOrderSku
      ? this.placeOrder(session.userId, recipe, recipe.unpaidOrderSku)
      : undefined;
    const links = this.links(recipe, order.orderRef, session.accessToken, options.storefrontOrigin);
    // The reschedule link is the e-mail's, as the customer gets it: the code, no sign-in.
    const failure = recipe.failedDelivery;
    // The courier tried during the booked window: the failure (and its e-mail) is dated then.
    const reschedule = failure
      ? store.asOf(deliveryAttemptTime(order), () =>
          this.state.rescheduleDelivery.failDelivery(
            order,
            COUNTRY_LANGUAGE,
            options.storefrontOrigin,
            failure,
          ),
        )
      : undefined;
    if (reschedule) {
      links.rescheduleDelivery = this.state.rescheduleDelivery.linkOf(reschedule, options.storefrontOrigin);
    }
    const paylink = unpaid && recipe.paylink ? this.sendPaylink(unpaid.orderRef, recipe.paylink) : undefined;
    if (paylink) {
      // The link as the payer gets it (no sign-in), beside `open` (its customer's order, signed in),
      // as failed-delivery's e-mailed link is.
      links.paylink = `${(options.storefrontOrigin ?? '').replace(/\/+$/, '')}/payment/paylink?${new URLSearchParams({ paylink_id: paylink })}`;
    }

    return {
      scenario: name,
      email: signUp.target,
      accessToken: session.accessToken,
      orderRef: order.orderRef,
      accountNumber: line.accountNumber,
      msisdn: line.msisdn,
      iccid: line.iccid,
      ...(unpaid ? { unpaidOrderRef: unpaid.orderRef } : {}),
      ...(curp ? { curp } : {}),
      ...(renewal ? { renewalOrderRef: renewal.orderRef } : {}),
      ...(renewal?.cashReference ? { cashReference: renewal.cashReference } : {}),
      ...(paylink ? { paylinkId: paylink } : {}),
      ...(reschedule
        ? { rescheduleId: reschedule.rescheduleId, rescheduleCode: reschedule.verificationCode }
        : {}),
      links,
    };
  }

  /**
   * Renew now as the storefront asks for it: the renewal request, then its order paid with the
   * approved card, or an OXXO voucher / SPEI reference made for it (not paid).
   */
  private renewByHand(
    userId: string,
    line: LineRecord,
    method: 'card' | 'OXXO' | 'SPEI',
  ): { orderRef: string; cashReference?: string } {
    const user = this.state.auth.user(userId);
    if (!user) fail('notFound');
    this.state.lines.snapshot(line);
    const request = this.state.renewal.submit(user, line, {
      idempotencyKey: `scenario-renewal-${line.accountNumber}`,
    });
    const order = this.state.orders.find(request.details?.orderRef ?? '');
    if (!order) throw new Error('scenario renewal: no renewal order');
    if (method === 'card') {
      this.pay(userId, order, false);
      return { orderRef: order.orderRef };
    }
    const voucher = this.state.cashPayments.create(userId, { orderRef: order.orderRef, method });
    return { orderRef: order.orderRef, cashReference: voucher.reference };
  }

  /** A pay-by-link for `orderRef`; an expired one was made (and so ran out) more than 72 h ago. */
  private sendPaylink(orderRef: string, kind: 'active' | 'expired'): string {
    const paylink = this.state.paylinks.create(orderRef);
    if (kind === 'expired') {
      paylink.expiresAt = this.state.store.now() - 60 * 60 * 1000;
      paylink.createdAt = paylink.expiresAt - PAYLINK_TTL_MS;
      this.state.store.changed();
    }
    return paylink.paylinkId;
  }

  /**
   * A CURP no other scenario has: Lucía Hernández's, born on her dob, with the sandbox's sequence
   * in its consonants and differentiator (a real one is RENAPO's to issue).
   */
  private freshCurp(): string {
    const consonants = 'BCDFGHJKLMNPQRSTVWXYZ';
    let n = this.state.store.nextSequence();
    const digit = n % 10;
    n = Math.floor(n / 10);
    const letters = [0, 1, 2].map(() => {
      const c = consonants[n % consonants.length];
      n = Math.floor(n / consonants.length);
      return c;
    });
    return composeCurp({
      letters: 'HEXL',
      birthDate: SCENARIO_PERSON.dob,
      sex: 'M',
      state: 'DF',
      consonants: letters.join(''),
      differentiator: String(digit),
    });
  }

  private placeOrder(
    userId: string,
    recipe: ScenarioRecipe,
    plan = SCENARIO_PLAN,
    curp?: string,
  ): OrderRecord {
    const { numbers, orders, portIn, auth } = this.state;
    const user = auth.user(userId);
    if (!user) fail('notFound');
    const customer = {
      ...SCENARIO_PERSON,
      contactNumber: '5511223344',
      email: user.email ?? '',
      ...(curp ? { curp } : {}),
    };
    const billingAddress = {
      postalCode: '06700',
      country: 'MX',
      state: 'Ciudad de México',
      city: 'Cuauhtémoc',
      area: 'Roma Norte',
      street: 'Av. Álvaro Obregón',
      blockNumber: '130',
      addressLine1: 'Av. Álvaro Obregón 130',
    };
    const base = {
      orderType: 'SIM_ONLY',
      channel: 'web',
      simType: recipe.simType,
      items: [{ itemType: 'PLAN' as const, sku: plan }],
      customer,
      billingAddress,
      ...(recipe.simType === 'physical_sim' ? this.delivery(recipe, billingAddress) : {}),
    };
    if (recipe.transfer) {
      const number = this.transferableNumber(recipe.transfer.reason ? 'DONE' : recipe.transfer.outcome);
      const otp = portIn.requestEligibility(number, SCENARIO_DONOR, '1234', userId, COUNTRY_LANGUAGE, {});
      portIn.validateOtp(otp.id, otp.code);
      return orders.create(user, {
        ...base,
        numberType: 'PORT_IN',
        portIn: { number, donor: SCENARIO_DONOR, requestId: otp.id },
      });
    }
    const [number] = numbers.search({ category: 'FREE_NUMBER', limit: 1, userId });
    if (!number) fail('numberNotAvailable');
    numbers.lock(number.number, userId);
    return orders.create(user, {
      ...base,
      numberType: 'NEW',
      selectedNumber: number.number,
      items: [...base.items, { itemType: 'NEW_NUMBER', sku: 'NUMBER-FREE' }],
    });
  }

  /** A physical SIM's delivery: the scenario store, or the first free doorstep window at home. */
  private delivery(recipe: ScenarioRecipe, address: Record<string, string>) {
    if (recipe.delivery !== 'doorstep') {
      return {
        deliveryMethod: 'SELF_PICKUP',
        delivery: { method: 'SELF_PICKUP', pickupLocationId: SCENARIO_PICKUP },
      };
    }
    const window = deliveryWindows(SCENARIO_DELIVERY_CALENDAR, this.state.store.now()).find(
      (candidate) => candidate.available,
    );
    if (!window) throw new Error('no doorstep window free');
    return {
      deliveryMethod: 'DOORSTEP_DELIVERY',
      delivery: { method: 'DOORSTEP_DELIVERY', address, slotId: window.slotId },
    };
  }

  /**
   * Checkout's card payment, as the hosted fields and the app would make it: a scenario's order, or
   * one a flow's scenario arranges (a fee).
   */
  pay(userId: string, order: OrderRecord, saveCard: boolean): void {
    const { provider, payments, store } = this.state;
    const context = provider.createCaptureContext(userId, 'https://scenarios.sandbox.senda.mx');
    const expiryYear = new Date(store.now()).getUTCFullYear() + 3;
    const token = provider.tokenise({
      captureContext: context.id,
      cardNumber: SCENARIO_CARD,
      securityCode: '123',
      expirationMonth: '12',
      expirationYear: String(expiryYear),
    });
    let payment = payments.request(userId, {
      orderRef: order.orderRef,
      paymentMethod: 'CARD',
      token: token.token,
      idempotencyKey: `scenario${order.orderRef.replace(/[^A-Za-z0-9]/g, '')}`,
      ...(saveCard ? { saveCard: true } : {}),
    });
    for (
      let poll = 0;
      payment.status === 'PENDING' && poll <= store.limits.pendingPollsBeforeSettled;
      poll++
    ) {
      payment = payments.poll(payment.transactionId, userId);
    }
    if (payment.status !== 'SUCCESS') throw new Error(`scenario payment ended ${payment.status}`);
  }

  private payAtOxxo(userId: string, order: OrderRecord): void {
    const { cashPayments } = this.state;
    const voucher = cashPayments.create(userId, { orderRef: order.orderRef, method: 'OXXO' });
    if (!cashPayments.confirm(voucher.reference).applied) throw new Error('scenario voucher not applied');
  }

  private arrangeLine(line: LineRecord, recipe: ScenarioRecipe): void {
    const { lines, portIn } = this.state;
    lines.setAutoRenewal(line, recipe.autoRenewal);
    if (recipe.boughtAgoMs) lines.backdate(line, recipe.boughtAgoMs);
    if (recipe.installed) lines.markEsimInstalled(line, 'QR_CODE');
    if (recipe.transfer?.reason && recipe.transfer.outcome !== 'DONE' && line.portInRequestId) {
      portIn.replan(line.portInRequestId, recipe.transfer.outcome, recipe.transfer.reason);
    }
    if (recipe.transfer?.startedAgoMs && line.portInRequestId) {
      portIn.backdate(line.portInRequestId, recipe.transfer.startedAgoMs);
    }
    if (recipe.portedOut) {
      line.portedOut = {
        at: this.state.store.now() - recipe.portedOut.agoMs,
        recipient: recipe.portedOut.recipient,
      };
      this.state.store.changed();
    }
    if (recipe.planSwitch) {
      const user = this.state.auth.user(line.userId);
      if (!user) fail('notFound');
      this.state.planSwitch.submit(user, line, {
        ...recipe.planSwitch,
        idempotencyKey: `scenario-switch-${line.accountNumber}`,
      });
    }
  }

  /** The card on file (the line's, and the same saved card) answers `outcome` from now on. */
  private cardNowAnswers(
    userId: string,
    line: LineRecord,
    outcome: NonNullable<ScenarioOptions['renewalCard']>,
  ) {
    const card = line.card;
    if (!card) return;
    card.outcome = outcome;
    for (const saved of this.state.savedCards.list(userId)) {
      if (saved.brand === card.brand && saved.last4 === card.last4) saved.outcome = outcome;
    }
    this.state.store.changed();
  }

  /**
   * The card that paid expired at the end of the month two months back (on the line and among the saved cards),
   * and the approved Mastercard is saved beside it, as validate-and-add would keep it.
   */
  private expireCard(userId: string, line: LineRecord): void {
    const { provider, savedCards, store } = this.state;
    const today = new Date(store.now());
    // Two months back, not one: the page judges expiry by the device's clock, which in the browser
    // tests runs weeks behind a sandbox clock other files have moved on; a card that expired last
    // month by the sandbox could still be valid by the device (seen in a whole npm test).
    const expired = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 1));
    const expiry = { expiryMonth: expired.getUTCMonth() + 1, expiryYear: expired.getUTCFullYear() };
    for (const card of savedCards.list(userId)) Object.assign(card, expiry);
    if (line.card) Object.assign(line.card, expiry);
    const context = provider.createCaptureContext(userId, 'https://scenarios.sandbox.senda.mx');
    const token = provider.tokenise({
      captureContext: context.id,
      cardNumber: SCENARIO_SECOND_CARD,
      securityCode: '123',
      expirationMonth: '10',
      expirationYear: String(today.getUTCFullYear() + 2),
    });
    savedCards.addValidated(userId, provider.redeem(token.token), false);
    store.changed();
  }

  /**
   * A 10-digit Mexico City number held by another operator: not one Senda sells, not being
   * transferred already, and ending the way the sandbox's port-in rule reads as `outcome`.
   */
  private transferableNumber(outcome: PortInOutcome): string {
    const suffixes = Object.values(PORT_IN_OUTCOME_SUFFIXES).map((rule) => rule.suffix);
    for (let attempt = 0; attempt < 50; attempt++) {
      const head = `55${this.state.store.digits(4)}`;
      const tail = outcome === 'DONE' ? this.state.store.digits(4) : PORT_IN_OUTCOME_SUFFIXES[outcome].suffix;
      const number = `${head}${tail}`;
      if (outcome === 'DONE' && suffixes.includes(tail)) continue;
      if (findInventoryNumber(number)) continue;
      try {
        this.state.portIn.validateNumber(number, SCENARIO_DONOR);
        return number;
      } catch {
        // Being transferred already: try another.
      }
    }
    throw new Error('no transferable number found');
  }

  private links(recipe: ScenarioRecipe, orderRef: string, token: string, origin = '') {
    const url = (page: Page) => {
      const query = new URLSearchParams({ orderRef, auth_token: token });
      return `${origin.replace(/\/+$/, '')}${pagePath(page)}?${query.toString()}`;
    };
    const links: ScenarioLinks = { open: url(recipe.pages[0]) };
    for (const page of recipe.pages) links[page] = url(page);
    return links;
  }
}
