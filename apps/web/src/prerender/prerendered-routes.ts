import type { MessageId } from '@senda/core/i18n';
import { earlyLineStatusTexts } from '@senda/core/machines/line-home';
import { earlyPaylinkTexts } from '@senda/core/machines/paylink';
import {
  MANAGE_ROUTES,
  OTHER_ROUTES,
  PAYMENT_ROUTES,
  PURCHASE_ROUTES,
  WEBVIEW_CLOSE_ROUTES,
} from '@senda/core/navigation';
import type { FirstFrame } from '../shared/first-frame';

/**
 * The pages whose HTML the build prerenders, with what their frame holds. Only copy that
 * is the same for every visitor: the page's heading, its static subtitle, and placeholders as tall
 * as what will load (the visitor's data, the gateway's answers). The layout, width and step
 * progress are not written here: they come from the route table or the bundled journey file,
 * where the page itself takes them.
 *
 * Each heading is the one the page shows while it loads; tests/browser/prerender.browser.test.ts
 * checks the HTML against the page.
 */
export interface PrerenderedRoute {
  path: string;
  titleId: MessageId;
  subtitleId?: MessageId;
  back?: boolean;
  noteId?: MessageId;
  /**
   * The sentence the page's early script writes from its link's early read (first-frame.ts's
   * `early`): the line's status under the placeholders, a link's notice above them, or a
   * pay-by-link's answer as its subtitle.
   */
  early?: EarlySentence;
  /** The page's own frame (first-frame.ts); `placeholders` then go unused. */
  content?: FirstFrame['content'];
  placeholders: readonly string[];
}

/** A frame's early sentence as the build writes it (render-route-frames.tsx). */
export interface EarlySentence {
  /** The early script that writes it: the app's `early-<reader>-script.ts`. */
  reader: string;
  /** Every sentence it can write, in the frame's language, by the page's own formatter. */
  texts: (format: (id: MessageId, values?: Record<string, string>) => string) => Record<string, string>;
  /**
   * The alert's title and tone, in a frame that is not the page's own: 'info' the line's status,
   * under the placeholders; 'warning' a link's notice, the first thing under the heading, where its
   * page's own notice will be (shell/route-frame.tsx).
   */
  titleId?: MessageId;
  tone?: 'info' | 'warning';
}

/**
 * The frames the flows' wings contribute: each `features/manage/<flow>/<flow>.prerendered-frame.ts`
 * (its default export), found by its name as core finds a wing's first read, so that this file
 * names no flow.
 */
const FLOW_FRAMES: readonly PrerenderedRoute[] = Object.values(
  import.meta.glob<PrerenderedRoute>('../features/manage/*/*.prerendered-frame.ts', {
    eager: true,
    import: 'default',
  }),
);

export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = [
  {
    // The SIM type cards, the eSIM notice (the page's largest paint), then the plans'
    // placeholders: the screen's own parts (plan-selection-frame.tsx).
    path: PURCHASE_ROUTES.preCheckout,
    titleId: 'pages.pre_checkout.title',
    subtitleId: 'pre_checkout.subtitle',
    content: 'plan-selection',
    placeholders: [],
  },
  {
    // The subtitle names the customer's e-mail: a placeholder until it is known. Then the code
    // card, and the note a log-in's code page always shows under it.
    path: PURCHASE_ROUTES.verifyOtpLogin,
    titleId: 'verify_otp.title',
    placeholders: ['2.5rem', '16rem'],
    noteId: 'verify_otp.no_account_hint',
  },
  {
    // Log-in, opened from outside (an e-mail, the header's "Log in"): heading and subtitle (its
    // largest paint), then the e-mail field and the button as placeholders.
    path: PURCHASE_ROUTES.login,
    titleId: 'pages.login.title',
    subtitleId: 'login.subtitle',
    placeholders: ['4.75rem', '3rem'],
  },
  {
    // Sign-up's own frame: its form and, when the journey offers it, the guest checkout card, whose
    // text is the page's largest paint (signup-frame.tsx).
    path: PURCHASE_ROUTES.signup,
    titleId: 'pages.signup.title',
    subtitleId: 'signup.subtitle',
    content: 'signup',
    placeholders: [],
  },
  {
    // The priced basket (as tall as a plan and a number on a phone), then the promo code. The card
    // form the summary opens under its terms (when it takes the payment) comes only with the tick.
    path: PURCHASE_ROUTES.orderSummary,
    titleId: 'pages.order_summary.title',
    subtitleId: 'order_summary.subtitle',
    placeholders: ['18rem'],
  },
  {
    // "Your order" until the order turns out to be a line, as the page itself shows it; the line's
    // status (its largest paint) is written in from the order's early read.
    path: MANAGE_ROUTES.order,
    titleId: 'manage_order.title',
    back: true,
    placeholders: ['6rem'],
    early: {
      reader: 'line-status',
      texts: (format) => earlyLineStatusTexts('', format).texts,
      titleId: 'line_home.status.title',
      tone: 'info',
    },
  },
  // The page a mistyped or expired address lands on: static copy, drawn by the page itself.
  { path: OTHER_ROUTES.notFound, titleId: 'not_found.title', placeholders: [] },
  {
    // The maintenance message (its body is the page's largest paint), as the page draws it
    // (maintenance-message.tsx). Only this page says it: the app, the boot script and the servers
    // send a visitor here when the status says maintenance is on. Opened when it is off, the page
    // leaves for its returnUrl as soon as the app has read the status (docs/performance.md).
    path: OTHER_ROUTES.maintenance,
    titleId: 'maintenance.title',
    content: 'maintenance',
    placeholders: [],
  },
  {
    // A pay-by-link, opened from the link (`paylink_id`), which the build does not know: the
    // page's own frame (paylink-frame.tsx), its heading, a placeholder where its subtitle goes,
    // then one as tall as the link's summary. The page's early script writes the subtitle from the
    // link's details read at byte zero: the ways to pay a payable link, else what the link is
    // (paid, expired, unknown), the page's own answer.
    path: PAYMENT_ROUTES.paylink,
    titleId: 'paylink.title',
    content: 'paylink',
    placeholders: [],
    early: { reader: 'paylink', texts: (format) => earlyPaylinkTexts((id) => format(id)) },
  },
  // The flows' own pages opened from outside (an e-mail's link): each wing's frame.
  ...FLOW_FRAMES,
  // The webview close targets: "You can close this window" (on /logged_out, "You've logged out"),
  // the page's own card and its largest paint (webview-close-frame.tsx).
  ...Object.values(WEBVIEW_CLOSE_ROUTES).map(
    (path): PrerenderedRoute => ({
      path,
      titleId:
        path === WEBVIEW_CLOSE_ROUTES.loggedOut ? 'webview_close.logged_out.title' : 'webview_close.title',
      content: 'webview-close',
      placeholders: [],
    }),
  ),
];

/** One prerendered page in one language, as render-route-frames.tsx gives it to the build. */
export interface RenderedFrame {
  frame: FirstFrame;
  /** `#root`'s content. */
  html: string;
  /** The document's title, as the app sets it. */
  title: string;
}
