import type { LayoutParts } from './layout-kind';

/**
 * Which account buttons the header shows. "My account" is on every signed-in page outside the
 * purchase's steps (the line page, the order list, the profile, a request's pages), not only on the
 * storefront's two-button header: a customer on the line page had no way to their account but the
 * address bar. A purchase's step keeps the customer on their steps: "Log out" only, as before.
 */
export interface HeaderButtons {
  /** The account button's message id: "My account" signed in, "Log in" on a two-button header. */
  account?: 'layout.account' | 'layout.log_in';
  /**
   * On a phone the two-button header keeps its "My account" text and drops "Log out" (the account
   * pages carry it); the account pages' header keeps "Log out", so "My account" is an icon there.
   */
  accountOnPhone?: 'text' | 'icon';
  logOut?: 'beside-account' | 'shown';
}

/** `signedIn` undefined: not known yet (a prerendered frame): no account button at all. */
export function headerButtons(
  parts: Pick<LayoutParts, 'twoButtonHeader' | 'progress'>,
  signedIn: boolean | undefined,
): HeaderButtons {
  if (signedIn === undefined) return {};
  if (parts.twoButtonHeader) {
    return signedIn
      ? { account: 'layout.account', accountOnPhone: 'text', logOut: 'beside-account' }
      : { account: 'layout.log_in', accountOnPhone: 'text' };
  }
  if (!signedIn) return {};
  return parts.progress
    ? { logOut: 'shown' }
    : { account: 'layout.account', accountOnPhone: 'icon', logOut: 'shown' };
}

/**
 * Whether the header may hold logo, "My account", "Log out" and help at once, or, on the
 * purchase's steps, "Log out", the language and help: on a phone the brand's name then gives its
 * room (360 px did not hold them all: a signed-in step in Spanish, "Cerrar sesión", was 37 px too
 * wide). Decided by the layout, not the session, so the prerendered frame already has it and
 * nothing moves when the session is known.
 */
export function headerCrowdedOnPhone(parts: Pick<LayoutParts, 'twoButtonHeader' | 'progress'>): boolean {
  return !parts.twoButtonHeader;
}

/**
 * Whether the header holds the language switch: on the pages without a footer (the purchase's
 * steps, sign-up, the code, payment), where the footer's switch is not, so the language can be
 * changed in the middle of a purchase without leaving the step. Decided by the layout, so the
 * prerendered frame has it and nothing moves.
 */
export function languageInHeader(parts: Pick<LayoutParts, 'header' | 'footer'>): boolean {
  return parts.header && !parts.footer;
}
