import type { PlanSwitchTiming } from '@senda/core/gateway';
import { SERVICE_FLOWS } from '@senda/core/navigation';
import type { PortInOutcome } from './port-in.ts';
import type { LineRecord } from './sandbox-data.schema.ts';
import type { SandboxState } from './sandbox-state.ts';

export const DAY = 24 * 60 * 60 * 1000;

/** A page of the storefront's own, not a service flow's first page, by the name its scenarios use. */
export type SharedPage =
  | 'manageOrder'
  | 'simActivation'
  | 'esimInstall'
  | 'portInStatus'
  | 'planSwitch'
  | 'pastServiceRequests'
  | 'savedCards'
  | 'pastPortOutRequests'
  | 'paymentMethods';

export const PAGE_PATHS: Record<SharedPage, string> = {
  manageOrder: '/manage/order',
  simActivation: '/manage/sim-activation',
  esimInstall: '/manage/esim-install-oneclick',
  portInStatus: '/manage/service-request-status',
  planSwitch: '/manage/plan-switch/plans',
  pastServiceRequests: '/manage/past-service-requests',
  savedCards: '/web/select-payment-methods',
  pastPortOutRequests: '/manage/past-port-out-service-request',
  paymentMethods: '/profile/saved-payment-methods',
};

/**
 * The storefront page a scenario is for, and the other pages worth opening: a shared page by name,
 * or a service flow's first page by the flow's id (its line action's page, as the flow's manifest
 * in core names it, or its first route for a flow no line action opens), so a flow's scenarios
 * open its pages without a line here.
 */
export type Page = SharedPage | FlowPage;
/** A service flow's id, naming its first page; pagePath refuses an id no flow has. */
type FlowPage = string;

const FLOW_PAGE_PATHS: Readonly<Record<string, string>> = Object.fromEntries(
  SERVICE_FLOWS.flatMap((flow) => {
    const first = flow.lineAction?.path ?? Object.keys(flow.routes)[0];
    return first ? [[flow.id, first]] : [];
  }),
);

/** A scenario page's path: a shared page's, or a service flow's first page. */
export function pagePath(page: Page): string {
  const path = Object.hasOwn(PAGE_PATHS, page) ? PAGE_PATHS[page as SharedPage] : FLOW_PAGE_PATHS[page];
  if (!path) throw new Error(`No page "${page}": neither a shared page nor a service flow's id`);
  return path;
}

export interface ScenarioRecipe {
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
  /**
   * The card the line renews with declines every charge after the purchase (as the scenario option
   * `renewalCard: "decline"`): an automatic renewal that fell due was declined, and is retried.
   */
  readonly renewalDeclined?: boolean;
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
  /**
   * The customer's CURP given on every order, and this many lines bought with it (the first is the
   * scenario's line): the registry's count for that CURP. Other scenarios give no CURP, so the
   * many they make never fill one.
   */
  readonly linesOnCurp?: number;
  /**
   * The answer carries a CURP of the scenario's person that no order gave: the holder's, for a
   * page that asks the holder to type it.
   */
  readonly holderCurp?: boolean;
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
  /** The share of its plan's data the line has used now (1: out of data); it goes on using more. */
  readonly dataUsedShare?: number;
  /** The customer locked the number (flows/number-lock): port-outs and SIM replacements refused. */
  readonly numberLocked?: boolean;
  readonly pages: readonly [Page, ...Page[]];
  /**
   * What the flow's own customers have besides (a request made, a record of the flow's own), set up
   * by the flow's scenarios file through the sandbox's services once the line is arranged.
   */
  readonly arrange?: (sandbox: SandboxState, line: LineRecord) => void;
}

/**
 * A `<flow>.scenarios.ts` (packages/sandbox/src/scenarios/): the flow's ready-made customers, by
 * name, each checked against ScenarioRecipe in its own file (an unknown field or page fails the
 * typecheck there).
 */
export const defineScenarios = (
  scenarios: Readonly<Record<string, ScenarioRecipe>>,
): Readonly<Record<string, ScenarioRecipe>> => scenarios;
