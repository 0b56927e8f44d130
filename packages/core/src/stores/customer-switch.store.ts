import { atom } from 'jotai/vanilla';
import { createPageNoticeStore } from './page-notice.store.ts';

/** A change of customer by link that closed what the previous customer had in progress (session/customer-switch.ts). */
export interface CustomerSwitch {
  /** The e-mail of the customer whose session ended, when it was known: to sign in again as them. */
  previousEmail: string | null;
  /** Nobody was signed in: what a visitor had typed or chosen was closed, with no account to log in to again. */
  visitor: boolean;
}

/**
 * A link for another customer, opened while signed in, or any link opened by a signed-out visitor
 * with something under way (session/customer-switch.ts mustAskBeforeLink): which account to continue with is asked
 * before any page starts (session/customer-switch.ts). The link's token waits here, in memory only,
 * until the customer chooses; keeping the current account drops it unused.
 */
export interface LinkAccountChoice {
  /** The link's `auth_token`: never stored, never sent unless the customer continues with it. */
  token: string;
  /** Who is signed in now, when known: the default, kept with everything in progress. */
  currentEmail: string | null;
  /** Whether anyone is signed in now: else a visitor with a purchase or a typed e-mail is asked. */
  signedIn: boolean;
}

/** The notice of a change of customer by link, for this page load (never stored), and the choice before it. */
export const createCustomerSwitchStore = () => ({
  ...createPageNoticeStore<CustomerSwitch>(),
  choice: atom<LinkAccountChoice | null>(null),
});
export type CustomerSwitchStore = ReturnType<typeof createCustomerSwitchStore>;
