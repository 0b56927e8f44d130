import type { Line } from '@senda/core/gateway';
import type { UsageLevel } from '@senda/core/machines/line-home';
import type { RequestRowView } from '@senda/core/machines/request-history';
import type { ComponentType } from 'react';
import type { AnyStateMachine } from 'xstate';

/**
 * A service flow's part in the app's route table (core's `<flow>.flow.ts` has the data part: its
 * routes and their titles): its `<flow>.app.ts` in the flow's feature folder, found there by
 * app/service-flow-pages.ts, keyed by the flow's id. Route data only, in the servicing route table's
 * chunk, which every servicing page loads: a lazy `import()` and strings, no servicing code.
 */
export interface FlowPages {
  /** The flow's id, its core manifest's. */
  id: string;
  /**
   * The page module that shows every route its manifest lists, and the shared service payment
   * pages for it when its manifest says `servicePayment`.
   */
  load: () => Promise<{ default: ComponentType }>;
  /** Analytics page names of its routes. */
  pageNames: Readonly<Record<string, string>>;
  /**
   * Its pages open signed out (an e-mail link whose code signs the customer in); by default a
   * service flow's pages are behind the login guard.
   */
  opensSignedOut?: boolean;
  /**
   * Its page stays mounted from one of its routes to the next (the router shares one component
   * between them), so a flow that ended keeps its outcome on screen: termination's claimed offer
   * and a line closed at once keep no saved progress, and a fresh mount on the success route
   * started the flow over. The other flows mount their page afresh on each route, as they were
   * built and tested (sharing it gave SIM replacement's identity check two page headings).
   */
  keepsPageAcrossRoutes?: boolean;
}

export const defineFlowPages = <const Pages extends FlowPages>(pages: Pages): Pages => pages;

/**
 * A service flow's entry on the line page and the request hub, when its manifest has a line action:
 * its `<flow>.line-action.ts`, found by flow-line-actions.tsx (which loads with those pages, not
 * with every servicing page: the actions, their rules and their eligibility reads).
 */
export interface FlowLineAction {
  flowId: string;
  Action: ComponentType<{ line: Line }>;
}

/**
 * A wing's box on the line page (core's `flows/<flow>/<box>.line-box.ts` says when it shows and
 * where): its `<box>.line-box.ts` in the wing's feature folder, found by flow-line-boxes.ts, keyed by the
 * box's key. It is handed the line; the page draws it at its place.
 */
export interface FlowLineBoxPart {
  key: string;
  Box: ComponentType<{ line: Line }>;
}

export const defineLineBox = (key: string, Box: ComponentType<{ line: Line }>): FlowLineBoxPart => ({
  key,
  Box,
});

/** What a usage offer is handed: the line, how its data reads, and the card's own classes for a part's title and terms. */
export interface UsageOfferProps {
  line: Line;
  level: UsageLevel;
  classNames: { title?: string | undefined; terms?: string | undefined };
}

/**
 * A wing's offer on the line's usage card (core's `flows/<flow>/<offer>.usage-offer.ts` says when it
 * shows and in which slot): its `<offer>.usage-offer.ts` in the wing's feature folder, found by
 * flow-usage-offers.ts, keyed by the offer's key.
 */
export interface FlowUsageOfferPart {
  key: string;
  Offer: ComponentType<UsageOfferProps>;
}

export const defineUsageOffer = (key: string, Offer: ComponentType<UsageOfferProps>): FlowUsageOfferPart => ({
  key,
  Offer,
});

/**
 * What a row of the line's requests of one of a flow's request types lets the customer do
 * (withdraw, cancel), keyed by the type: its `<flow>.row-actions.ts`, found by
 * request-row-actions.tsx, which loads with the request pages only (a row action brings its
 * flow's gateway calls; the line page, which lists no requests, does not download them).
 */
export interface FlowRowActions {
  flowId: string;
  actions: Readonly<Record<string, ComponentType<RequestRowActionProps>>>;
}

/** A request row's action: the line (its reference, account, SIM) and the row. */
export interface RequestRowActionProps {
  line: Pick<Line, 'orderRef' | 'accountNumber' | 'sim'>;
  row: RequestRowView;
}

export const defineLineAction = (flowId: string, Action: ComponentType<{ line: Line }>): FlowLineAction => ({
  flowId,
  Action,
});

export const defineRowActions = (flowId: string, actions: FlowRowActions['actions']): FlowRowActions => ({
  flowId,
  actions,
});

/**
 * The machine whose states decide what a service flow's screens show: its `<flow>.coverage.ts`,
 * found by Storybook's coverage (storybook/coverage/screen-states.ts), which counts its states.
 */
export interface FlowCoverage {
  flowId: string;
  machine: AnyStateMachine;
  /** The flow's other screen machines beside its main one, by a name of their own, counted the same way. */
  more: Readonly<Record<string, AnyStateMachine>>;
}

export const defineFlowCoverage = (
  flowId: string,
  machine: AnyStateMachine,
  more: Readonly<Record<string, AnyStateMachine>> = {},
): FlowCoverage => ({ flowId, machine, more });
