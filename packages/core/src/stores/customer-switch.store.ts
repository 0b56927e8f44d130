import { createPageNoticeStore } from './page-notice.store.ts';

/** A change of customer by link that closed what the previous customer had in progress (session/customer-switch.ts). */
export interface CustomerSwitch {
  /** The e-mail of the customer whose session ended, when it was known: to sign in again as them. */
  previousEmail: string | null;
}

/** The notice of a change of customer by link, for this page load (never stored). */
export const createCustomerSwitchStore = () => createPageNoticeStore<CustomerSwitch>();
export type CustomerSwitchStore = ReturnType<typeof createCustomerSwitchStore>;
