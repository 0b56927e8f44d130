import type { MessageArea } from '../i18n/messages/message-area-prefixes.ts';
import type { MessageId } from '../i18n/messages/message-id.ts';

/**
 * One manifest per flow: what the app, the tests and the tools need to know about a flow, in one
 * place, instead of a line in each of their lists. This is the core part (data, no React): a
 * service flow's page module and analytics names are the app's part (its `<flow>.app.ts`) and its
 * line action its `<flow>.line-action.ts`, both in the flow's feature folder and keyed by the same
 * id. Adding a flow is its folders (machines/<flow>/ with its `<flow>.flow.ts`,
 * features/manage/<flow>/, the sandbox's handlers): nothing lists it.
 */
export interface FlowManifest {
  /** The flow's id, also its journey file's id (journeys/<id>.json) when it has one. */
  id: string;
  /** The journey file it collects with, or null (a form, a single page). */
  journey: string | null;
  /**
   * Its pages: every route a step of its journey names, and the flow's own pages, each with its
   * title ("<title> · Senda"). journey-steps.test.ts checks every step route of the journey file
   * is here.
   */
  routes: Readonly<Record<string, MessageId>>;
  /**
   * Which of those routes the app's journey runtime mounts as journey steps (the purchase's);
   * a service request's steps are mounted by its own pages.
   */
  journeyRuntime: boolean;
  /**
   * The message area its own texts ship in (i18n/messages/message-areas.ts): a service flow's are in
   * `flows`, and its pages load `manage` as well (its line action's texts, the line's).
   */
  messageArea: MessageArea;
  /** The line page's and the request hub's entry to the flow, when it is a line's request. */
  lineAction: { labelId: MessageId; path: string } | null;
  /**
   * Its requests are paid on the shared service payment pages (SERVICE_PAYMENT_PAGES: the spec's
   * /manage/payment, -success, -failed, registered once for every flow that names them here).
   */
  servicePayment: boolean;
  /** The sandbox scenarios (POST /mocks/scenarios) a browser test starts the flow from. */
  scenarios: readonly string[];
  /**
   * The most screens its journey may take from the line page (the line page, then each step, the
   * last of which sends the request), when a law or the product sets one: `journeys:check`
   * refuses a file that takes more (termination: LFPC art. 76 Bis, as easy as the purchase).
   */
  maxScreensFromLine?: number;
}

/**
 * A service flow's manifest (a flow with pages and a machine of its own, not the journey runtime's
 * steps): its `<flow>.flow.ts` beside its machine (machines/<flow>/), found there by
 * service-flow-manifests.ts, so no list names it.
 */
export interface ServiceFlowManifest extends FlowManifest {
  journeyRuntime: false;
  /**
   * Its place among the service flows: the line page and the request hub list their actions in
   * this order (the lowest first), and the route table their pages.
   */
  order: number;
  /**
   * The message-id prefixes of its own texts (a namespace, `termination`, or a part of one): they
   * ship in its `messageArea` (i18n/messages/message-areas.ts adds them to the area).
   */
  texts: readonly string[];
}

/** What a `<flow>.flow.ts` states; the rest has a default (its texts in `flows`). */
export type ServiceFlowDefinition = Omit<ServiceFlowManifest, 'journeyRuntime' | 'messageArea' | 'texts'> &
  Partial<Pick<ServiceFlowManifest, 'messageArea' | 'texts'>>;

/** A service flow's manifest, with its literal types kept (its line action's path, its id). */
export function defineServiceFlow<const Flow extends ServiceFlowDefinition>(
  flow: Flow,
): Flow & Omit<ServiceFlowManifest, keyof Flow> {
  return {
    journeyRuntime: false,
    messageArea: 'flows',
    texts: [],
    ...flow,
  } as Flow & Omit<ServiceFlowManifest, keyof Flow>;
}
