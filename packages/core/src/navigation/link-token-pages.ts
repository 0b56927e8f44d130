import { OTHER_ROUTES, PAYMENT_ROUTES, PURCHASE_ROUTES } from './routes.ts';

/**
 * The pages a link's `auth_token` is taken on: the account's own pages, where the operator's mails,
 * the native app and the spec's "authenticated pages" send a signed-in customer. Anywhere else (the
 * purchase's steps, sign-up and log-in, pay-by-link, which pays signed out, the reschedule link,
 * which carries its own code) a token in the address is removed and never used: a link cannot sign
 * a visitor in to another account on the page where they are buying or creating their own.
 *
 * - every account-servicing page (`/manage/…`: the line, its service requests and their payment,
 *   SIM activation and eSIM install, renewal, the card forms) and the profile (`/profile…`);
 * - the list of orders, and the customer's cards as the purchase shows them;
 * - the payment link: an order's payment, its card form and its outcome pages;
 * - the home page, which the native app opens signed in.
 */
export const LINK_TOKEN_PAGES: readonly string[] = [
  OTHER_ROUTES.root,
  OTHER_ROUTES.orderList,
  PURCHASE_ROUTES.payment,
  PURCHASE_ROUTES.paymentForm,
  PURCHASE_ROUTES.paymentSuccess,
  PURCHASE_ROUTES.paymentFailed,
  PURCHASE_ROUTES.selectPaymentMethods,
  PAYMENT_ROUTES.directPaymentSuccess,
];
/**
 * Whole sections that are the account's: every page under them takes a link's token. Both lists
 * are read by index.html's early reads too (scripts/vite/early-gateway-reads.ts), which send a
 * link's token only where the app will take it.
 */
export const LINK_TOKEN_SECTIONS: readonly string[] = ['/manage', '/profile'];

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Whether a link's `auth_token` may sign its customer in on this page. */
export function takesLinkToken(pathname: string): boolean {
  const path = normalise(pathname);
  return (
    LINK_TOKEN_PAGES.includes(path) ||
    LINK_TOKEN_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`))
  );
}
