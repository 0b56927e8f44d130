import { composeCurp, MAX_LINES_PER_CURP } from '@senda/core/validation';
import { findInventoryNumber } from '../data/numbers.ts';
import { DELIVERY_LEAD_DAYS, DOORSTEP_SLOT_CALENDAR, deliveryWindows, windowTime } from './delivery.ts';
import { fail } from './failures.ts';
import { plausiblePng } from './image-check.ts';
import { COUNTRY_LANGUAGE } from './language.ts';
import { PAYLINK_TTL_MS } from './paylinks.ts';
import type { PlanSwitchTiming } from './plan-switch.ts';
import { PORT_IN_OUTCOME_SUFFIXES, PORT_IN_TIMING, type PortInOutcome } from './port-in.ts';
import type { LineRecord, OrderRecord } from './sandbox-data.schema.ts';
import type { SandboxState } from './sandbox-state.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The card every ready-made customer paid with (approved; see the test-card table). */
const SCENARIO_CARD = '4242424242424242';
/** The approved Mastercard a customer keeps beside an expired card (`expired-card`). */
const SCENARIO_SECOND_CARD = '5555555555554444';
const SCENARIO_PLAN = 'PLAN-SENDA-200';
const SCENARIO_PICKUP = 'TIENDA-ROMA';
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

/** The storefront page a scenario is for, and the other pages worth opening. */
type Page =
  | 'manageOrder'
  | 'simActivation'
  | 'esimInstall'
  | 'portInStatus'
  | 'planSwitch'
  | 'pastServiceRequests'
  | 'savedCards'
  | 'renewNow'
  | 'autoRenewal'
  | 'simReplacement'
  | 'termination'
  | 'lineRegistry'
  | 'cancelPortIn'
  | 'reversePortOut'
  | 'pastPortOutRequests'
  | 'changeNumber'
  | 'recoverNumber'
  | 'updateCard'
  | 'paymentMethods';

const PAGE_PATHS: Record<Page, string> = {
  manageOrder: '/manage/order',
  simActivation: '/manage/sim-activation',
  esimInstall: '/manage/esim-install-oneclick',
  portInStatus: '/manage/service-request-status',
  planSwitch: '/manage/plan-switch/plans',
  pastServiceRequests: '/manage/past-service-requests',
  savedCards: '/web/select-payment-methods',
  renewNow: '/manage/renew',
  autoRenewal: '/manage/auto-renewal-details',
  simReplacement: '/manage/sim-replacement-order-request',
  termination: '/manage/termination-request',
  lineRegistry: '/manage/line-registry',
  cancelPortIn: '/manage/cancel-portin',
  reversePortOut: '/manage/reverse-portout',
  pastPortOutRequests: '/manage/past-port-out-service-request',
  changeNumber: '/manage/change-number',
  recoverNumber: '/manage/recovery-number',
  updateCard: '/manage/update-card/verify',
  paymentMethods: '/profile/saved-payment-methods',
};

interface ScenarioRecipe {
  readonly description: string;
  readonly simType: 'esim' | 'physical_sim';
  readonly transfer?: {
    readonly outcome: PortInOutcome;
    readonly startedAgoMs: number;
    /** A refusal's reason other than the number's own (a NIP that expired). */
    readonly reason?: string;
  };
  /** The number was taken to this operator this long ago, without the customer's wish. */
  readonly portedOut?: { readonly recipient: string; readonly agoMs: number };
  readonly autoRenewal: boolean;
  /** How long ago the line was bought: its renewals since then are settled as usual. */
  readonly boughtAgoMs?: number;
  /** How a physical SIM reaches the customer: picked up at the store (the default) or at the door. */
  readonly delivery?: 'pickup' | 'doorstep';
  /** A pick-up SIM the store has handed over (the customer holds it). */
  readonly collected?: boolean;
  /**
   * The purchase paid in cash at an OXXO store, by its pay-by-link voucher, rather than by card
   * (the default): the voucher made and its payment arrived.
   */
  readonly purchasePaidAtOxxo?: boolean;
  /** The customer activated the collected SIM with its ICCID (the line is Active). */
  readonly activated?: boolean;
  /** The customer installed the eSIM on the phone (a transfer waiting for it is requested then). */
  readonly installed?: boolean;
  /** A plan switch the customer already asked for, made through the domain as the gateway would. */
  readonly planSwitch?: { readonly sku: string; readonly timing: PlanSwitchTiming };
  /** Pay with "Save this card" ticked, as a signed-in customer may: the card is on file afterwards. */
  readonly saveCard?: boolean;
  /** A second order, placed and not paid (something to pay with the saved card, or by link). */
  readonly unpaidOrderSku?: string;
  /**
   * A pay-by-link for the unpaid order, as the shop's back office sends it: still open, or made
   * more than its 72 h ago (only its times are moved back: the passing of time, as elsewhere).
   */
  readonly paylink?: 'active' | 'expired';
  /**
   * The doorstep SIM was not delivered: a reschedule opens and its link is e-mailed. Why says what a
   * doorstep redelivery costs: nothing after the courier's failure, the fee when nobody was there.
   */
  readonly failedDelivery?: 'COURIER' | 'NOBODY_HOME';
  /** A SIM replacement the customer asked for and paid, made through the domain (blocks another). */
  readonly simReplacementPending?: boolean;
  /**
   * The customer's CURP given on every order, and this many lines bought with it (the first is the
   * scenario's line): the registry's count for that CURP. Other scenarios give no CURP, so the
   * many they make never fill one.
   */
  readonly linesOnCurp?: number;
  /**
   * The line was not linked to its holder in the line registry by 30 June 2026: Suspend until
   * registered. The answer carries the holder's CURP to type, given on no order.
   */
  readonly unregistered?: boolean;
  /**
   * A change to a free number the customer asked for (confirmed with its code, as the storefront
   * would), this long ago: 0 leaves it on its way; past the hour it took, the line has its new
   * number and the old one is a previous number it may recover.
   */
  readonly numberChangedAgoMs?: number;
  /**
   * The card that paid (saved, and the one the line renews with) expired two months ago; a second,
   * valid card is saved after it (the `expired-card`).
   */
  readonly expiredCard?: boolean;
  /**
   * The missed renewal was renewed by hand from Renew now: paid with the approved card
   * (the line is Active again, the payment in its history), or an OXXO voucher / SPEI reference
   * made for it and not paid yet (the line still in Grace, the payment pending).
   */
  readonly renewedBy?: 'card' | 'OXXO' | 'SPEI';
  readonly pages: readonly [Page, ...Page[]];
}

/**
 * Ready-made customers for demos and tests (`POST /mocks/scenarios`). Each goes the way a real one
 * would: an account signed up by one-time code, an order for Senda 200, paid with an approved test
 * card through the payment provider, and the line that payment opens. Only the passing of time is
 * arranged: a transfer started or a line bought in the past.
 */
export const SCENARIOS = {
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
  'pending-port-in': {
    description: 'eSIM installed, with a number transferred from Telcel, the transfer PROCESSING',
    simType: 'esim',
    installed: true,
    transfer: { outcome: 'DONE', startedAgoMs: 0 },
    autoRenewal: true,
    pages: ['portInStatus', 'manageOrder', 'cancelPortIn'],
  },
  'failed-port-in': {
    description:
      'eSIM installed, whose transfer from Telcel ended PORT_IN_FAILED (the number is not portable): it may be started again with a corrected number, given up for a new number now, or the line cancelled with its order refunded',
    simType: 'esim',
    installed: true,
    transfer: { outcome: 'PORT_IN_FAILED', startedAgoMs: PORT_IN_TIMING.refusedAfterMs },
    autoRenewal: true,
    pages: ['portInStatus', 'manageOrder', 'cancelPortIn'],
  },
  'expired-nip-port-in': {
    description:
      'eSIM whose transfer from Telcel ended PORT_IN_FAILED because the NIP expired: the same number with a new NIP brings it over',
    simType: 'esim',
    transfer: {
      outcome: 'PORT_IN_FAILED',
      startedAgoMs: PORT_IN_TIMING.refusedAfterMs,
      reason: 'NIP_EXPIRED',
    },
    autoRenewal: true,
    pages: ['cancelPortIn', 'manageOrder', 'portInStatus'],
  },
  'ported-out-line': {
    description:
      'eSIM line whose number AT&T took two days ago without the customer asking (out of service): a reverse port-out may bring it back',
    simType: 'esim',
    autoRenewal: true,
    portedOut: { recipient: 'ATT', agoMs: 2 * DAY },
    pages: ['reversePortOut', 'manageOrder', 'pastPortOutRequests'],
  },
  'port-in-awaiting-sim': {
    description:
      'Physical SIM picked up at the store, not activated yet, with a number transferred from Telcel: the transfer WAITING until the SIM is activated (its ICCID is in the answer)',
    simType: 'physical_sim',
    collected: true,
    transfer: { outcome: 'DONE', startedAgoMs: 0 },
    autoRenewal: true,
    pages: ['manageOrder', 'simActivation', 'portInStatus'],
  },
  'plan-switch-pending': {
    description:
      'eSIM line Active on Senda 200 with a switch to Senda 100 waiting for the next renewal (cancellable)',
    simType: 'esim',
    autoRenewal: true,
    planSwitch: { sku: 'PLAN-SENDA-100', timing: 'NEXT_RENEWAL' },
    pages: ['pastServiceRequests', 'manageOrder', 'planSwitch'],
  },
  'grace-line': {
    description: 'eSIM line bought 31 days ago with auto-renewal off: renewal missed, in Grace',
    simType: 'esim',
    autoRenewal: false,
    boughtAgoMs: 31 * DAY,
    pages: ['manageOrder', 'renewNow'],
  },
  // The approved card saved at purchase: Renew now offers it first, paid by its own Pay.
  'grace-line-saved-card': {
    description:
      'grace-line paid with the approved card saved for next time: Renew now offers that card first, its Pay renewing at once',
    simType: 'esim',
    autoRenewal: false,
    saveCard: true,
    boughtAgoMs: 31 * DAY,
    pages: ['manageOrder', 'renewNow'],
  },
  // What a renewal leaves behind, without walking the payment pages.
  'renewed-by-card': {
    description:
      'grace-line renewed by hand from Renew now with the approved card: Active again, the renewal a paid order in the line history (card, amount, date, invoice), its receipt mailed',
    simType: 'esim',
    autoRenewal: false,
    boughtAgoMs: 31 * DAY,
    renewedBy: 'card',
    pages: ['manageOrder', 'renewNow'],
  },
  'renewal-pending-oxxo': {
    description:
      'grace-line whose customer chose OXXO on Renew now: the voucher is out and unpaid (the line still in Grace); confirming its reference (POST /mocks/cash-payments/confirm, reference in the answer) renews it',
    simType: 'esim',
    autoRenewal: false,
    boughtAgoMs: 31 * DAY,
    renewedBy: 'OXXO',
    pages: ['manageOrder', 'renewNow'],
  },
  'auto-renewed': {
    description:
      'eSIM line bought 31 days ago with auto-renewal on and the approved card saved: the renewal was charged by itself, the line Active, the charge a paid order in the line history with its receipt',
    simType: 'esim',
    autoRenewal: true,
    saveCard: true,
    boughtAgoMs: 31 * DAY,
    pages: ['manageOrder', 'autoRenewal'],
  },
  // Auto-renewal: both paid with the approved card, saved, so it is offered first.
  // Bought in the past so the notice and the renewal are a clock move of less than the 7-day
  // session refresh window away (a test follows them signed in).
  'auto-renewal-on': {
    description:
      'eSIM line Active on Senda 200 bought 25 days ago, renewing by itself on the saved approved card: the notice (5 days before) is in the mailbox, the renewal is in about 5 days (option renewalCard: "decline" or "insufficient_funds" makes that charge fail)',
    simType: 'esim',
    autoRenewal: true,
    saveCard: true,
    boughtAgoMs: 25 * DAY,
    pages: ['autoRenewal', 'manageOrder'],
  },
  'auto-renewal-off': {
    description:
      'eSIM line Active on Senda 200 bought 22 days ago with auto-renewal off and the approved card saved: turning it on with that card charges nothing now; the renewal is in about 8 days',
    simType: 'esim',
    autoRenewal: false,
    saveCard: true,
    boughtAgoMs: 22 * DAY,
    pages: ['autoRenewal', 'manageOrder'],
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
  'failed-delivery': {
    description:
      'Physical SIM bought four days ago and sent to the door; in its delivery window (the date the failure and its e-mail give) nobody was there to receive it: the e-mailed reschedule link (links.rescheduleDelivery, a verification code, no sign-in) opens the rescheduling, where a new doorstep visit costs the redelivery fee and a store pick-up nothing',
    simType: 'physical_sim',
    delivery: 'doorstep',
    autoRenewal: true,
    failedDelivery: 'NOBODY_HOME',
    pages: ['manageOrder'],
  },
  'failed-delivery-courier': {
    description:
      "Physical SIM bought four days ago and sent to the door; in its delivery window (the date the failure and its e-mail give) the courier couldn't deliver it (the operator's failure): the e-mailed reschedule link opens the rescheduling, where a new doorstep visit is free",
    simType: 'physical_sim',
    delivery: 'doorstep',
    autoRenewal: true,
    failedDelivery: 'COURIER',
    pages: ['manageOrder'],
  },
  'sim-replacement-eligible': {
    description:
      'Physical SIM picked up and activated, line Active on Senda 200: it may have a replacement SIM (physical or eSIM)',
    simType: 'physical_sim',
    autoRenewal: true,
    collected: true,
    activated: true,
    pages: ['simReplacement', 'manageOrder', 'pastServiceRequests'],
  },
  'sim-replacement-blocked': {
    description:
      'Physical SIM line with a replacement already paid and on its way: another is refused (REPLACEMENT_PENDING)',
    simType: 'physical_sim',
    autoRenewal: true,
    collected: true,
    activated: true,
    simReplacementPending: true,
    pages: ['simReplacement', 'manageOrder', 'pastServiceRequests'],
  },
  // Termination with win-back.
  'termination-eligible': {
    description:
      'eSIM line Active on Senda 200 that may be cancelled, with three win-back offers (50% off the next renewal, 5 GB, a cheaper plan)',
    simType: 'esim',
    autoRenewal: true,
    pages: ['termination', 'manageOrder'],
  },
  'termination-not-eligible': {
    description:
      'eSIM line Active on Senda 200 with a plan change waiting for the renewal: cancelling the line is refused (4121101) until that is cancelled',
    simType: 'esim',
    autoRenewal: true,
    planSwitch: { sku: 'PLAN-SENDA-100', timing: 'NEXT_RENEWAL' },
    pages: ['termination', 'manageOrder', 'pastServiceRequests'],
  },
  'termination-before-activation': {
    description:
      'Physical SIM picked up and not activated yet: cancelling closes the line at once and refunds the order in full',
    simType: 'physical_sim',
    autoRenewal: true,
    collected: true,
    pages: ['termination', 'manageOrder'],
  },
  'termination-before-activation-oxxo': {
    description:
      'Physical SIM picked up and not activated yet, its order paid in cash at OXXO: cancelling refunds the order in full by SPEI to the CLABE the customer gives',
    simType: 'physical_sim',
    autoRenewal: false,
    collected: true,
    purchasePaidAtOxxo: true,
    pages: ['termination', 'manageOrder'],
  },
  // Pay-by-link: the link is for anyone holding it, so links.paylink carries no sign-in.
  'paylink-pending': {
    description:
      'eSIM line Active on Senda 200 and a second order (Senda 100) waiting for payment, with an open pay-by-link (links.paylink: anyone may pay it without signing in, by card, OXXO or SPEI)',
    simType: 'esim',
    autoRenewal: true,
    unpaidOrderSku: 'PLAN-SENDA-100',
    paylink: 'active',
    pages: ['manageOrder'],
  },
  'paylink-expired': {
    description:
      'A second order (Senda 100) still waiting for payment whose pay-by-link was sent more than 72 hours ago: links.paylink opens the expired-link page',
    simType: 'esim',
    autoRenewal: true,
    unpaidOrderSku: 'PLAN-SENDA-100',
    paylink: 'expired',
    pages: ['manageOrder'],
  },
  // Number change and recovery.
  'number-change-eligible': {
    description:
      'eSIM line Active on Senda 200 that may change its number: a free one, or a premium one for MXN 199 (confirmed with a code sent to the e-mail)',
    simType: 'esim',
    autoRenewal: true,
    pages: ['changeNumber', 'manageOrder', 'pastServiceRequests'],
  },
  'number-change-not-eligible': {
    description:
      'eSIM line Active with a number change on its way (done an hour after it was asked): another is refused (REQUEST_PENDING) until it is done',
    simType: 'esim',
    autoRenewal: true,
    numberChangedAgoMs: 0,
    pages: ['changeNumber', 'manageOrder', 'pastServiceRequests'],
  },
  'number-recovery-eligible': {
    description:
      'eSIM line that changed its number 2 days ago: the old number may come back for free (recoverable for 90 days, free for the first 30)',
    simType: 'esim',
    autoRenewal: true,
    numberChangedAgoMs: 2 * DAY,
    pages: ['recoverNumber', 'manageOrder', 'pastServiceRequests'],
  },
  'lapsed-line': {
    description:
      'eSIM line (installed) bought 70 days ago with auto-renewal off: it missed its renewal, spent 7 days in Grace and 30 Suspended, and closed 3 days ago; its number is held for 60 days and may be recovered (MXN 99 plus a period of Senda 200), the line working again',
    simType: 'esim',
    installed: true,
    autoRenewal: false,
    boughtAgoMs: 70 * DAY,
    pages: ['recoverNumber', 'manageOrder', 'pastServiceRequests'],
  },
  'curp-line-limit': {
    description: `eSIM line Active; ${MAX_LINES_PER_CURP} lines in all are registered to the customer's CURP (in the answer; the other ${MAX_LINES_PER_CURP - 1} bought from other accounts): the registry's limit, so an 11th line is refused`,
    simType: 'esim',
    autoRenewal: true,
    linesOnCurp: MAX_LINES_PER_CURP,
    pages: ['manageOrder'],
  },
  // The line registry of an existing line.
  'unregistered-line': {
    description:
      'eSIM line not linked to its holder in the mobile line registry by 30 June 2026: Suspend (only emergency numbers work) until registered with CURP, ID and selfie; an ID photo named no-match.png fails the selfie check (3 failures: in person)',
    simType: 'esim',
    autoRenewal: true,
    unregistered: true,
    pages: ['lineRegistry', 'manageOrder'],
  },
  // Card update and payment methods.
  'expired-card': {
    description:
      'eSIM line Active on Senda 200 with auto-renewal on, renewing in 3 days on a card that expired two months ago (saved, still the default); a valid Mastercard is saved too',
    simType: 'esim',
    autoRenewal: true,
    saveCard: true,
    expiredCard: true,
    boughtAgoMs: 27 * DAY,
    pages: ['paymentMethods', 'updateCard', 'manageOrder', 'savedCards'],
  },
} as const satisfies Record<string, ScenarioRecipe>;

export type ScenarioName = keyof typeof SCENARIOS;
export const SCENARIO_NAMES = Object.keys(SCENARIOS) as ScenarioName[];

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
   * holder's CURP to register the line with (`unregistered-line`).
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
    const recipe: ScenarioRecipe = SCENARIOS[name];
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

    const curp = recipe.linesOnCurp || recipe.unregistered ? this.freshCurp() : undefined;
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
    // The CURP's other lines were bought from other accounts (an account holds at most
    // MAX_LINES_PER_CUSTOMER lines; the registry counts by person): this customer may still buy.
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
    if (options.renewalCard) this.cardNowAnswers(session.userId, line, options.renewalCard);
    if (recipe.expiredCard) this.expireCard(session.userId, line);
    const renewal = recipe.renewedBy ? this.renewByHand(session.userId, line, recipe.renewedBy) : undefined;
    if (recipe.collected) this.state.orders.handOver(order);
    if (recipe.activated) this.state.lines.activateSim(line, line.iccid);
    if (recipe.simReplacementPending) this.replaceSim(session.userId, line);
    if (recipe.unregistered) this.state.lineRegistry.holdUnregistered(line);
    if (recipe.numberChangedAgoMs !== undefined)
      this.changeNumber(session.userId, line, recipe.numberChangedAgoMs);
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

  /** Checkout's card payment, as the hosted fields and the app would make it. */
  private pay(userId: string, order: OrderRecord, saveCard: boolean): void {
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

  /** A damaged physical SIM replaced by another, the ID checked and the fee paid as the storefront would. */
  private replaceSim(userId: string, line: LineRecord): void {
    const { auth, kyc, simReplacement, orders, stepUp } = this.state;
    const user = auth.user(userId);
    if (!user) fail('notFound');
    // The selfie as the app sends it (§3: cam_image.png, image/png): only its signature is read.
    const png = plausiblePng();
    const check = kyc.submit({
      userId,
      orderRef: line.orderRef,
      files: [
        { field: 'selfieImage', name: 'cam_image.png', type: 'image/png', size: png.length, head: png },
      ],
    });
    const request = simReplacement.submit(
      user,
      line,
      {
        reason: 'DAMAGED',
        simType: 'physical_sim',
        kycIds: [check.id],
        delivery: { method: 'SELF_PICKUP', pickupLocationId: SCENARIO_PICKUP },
        idempotencyKey: `scenario-replacement-${line.accountNumber}`,
      },
      stepUp.grant(userId, 'SIM_REPLACEMENT', line.accountNumber),
    );
    const order = orders.find(request.details?.orderRef ?? '');
    if (!order) throw new Error('scenario replacement: no fee order');
    this.pay(userId, order, false);
  }

  /** A change to the first free number, confirmed with the code mailed for it, made `agoMs` ago. */
  private changeNumber(userId: string, line: LineRecord, agoMs: number): void {
    const { auth, numbers, numberChange, lines } = this.state;
    const user = auth.user(userId);
    if (!user) fail('notFound');
    const [free] = numbers.search({ category: 'FREE_NUMBER', limit: 1, userId });
    if (!free) fail('numberNotAvailable');
    numbers.lock(free.number, userId);
    const code = numberChange.sendCode(user, { lang: COUNTRY_LANGUAGE, requester: {} });
    const request = numberChange.submit(user, line, {
      action: 'CHANGE',
      number: free.number,
      category: 'FREE_NUMBER',
      otpCode: code.code,
      ottRequestId: code.id,
      idempotencyKey: `scenario-number-${line.accountNumber}`,
    });
    if (agoMs > 0) numberChange.backdate(request, line, agoMs);
    lines.snapshot(line);
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
      return `${origin.replace(/\/+$/, '')}${PAGE_PATHS[page]}?${query.toString()}`;
    };
    const links: ScenarioLinks = { open: url(recipe.pages[0]) };
    for (const page of recipe.pages) links[page] = url(page);
    return links;
  }
}
