import type { MessageId } from '../i18n/messages/index.ts';
import type { MessageArea } from '../i18n/messages/message-areas.ts';

/**
 * One manifest per flow: what the app, the tests and the tools need to know about a flow, in one
 * place, instead of a line in each of their lists. This is the core part (data, no React): a
 * service flow's page module and analytics names are the app's part (apps/web/src/app/
 * service-flow-pages.ts) and its line action is in features/manage/flow-line-actions.tsx, both
 * keyed by the same id. Adding a flow is a folder (machines/<flow>/, features/manage/<flow>/) and
 * one entry here and one in each of those.
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
   * Its requests are paid on the shared service payment pages (SERVICE_PAYMENT_PAGES: §2's
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
