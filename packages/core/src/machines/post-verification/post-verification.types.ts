/**
 * Post-verification routing's own small types. The gateway's userOrders, cartsByEmail and
 * submitConsent fit them; the machine does not import the gateway.
 */

export type VerificationFlow = 'signin' | 'signup';

/** The order fields routing reads (Order: order_ref, order_type, state). */
export interface VerifiedUserOrder {
  order_ref: string;
  order_type?: string | undefined;
  state?: string | undefined;
}

/** Carts listed in a result; routing counts them and hands them on with its destination. */
export interface PendingCartsResult {
  carts: readonly Record<string, unknown>[];
}

export interface FetchPendingCartsInput {
  email: string;
  status: 'PENDING';
}

/** One consent to submit after signup (the spec's rule 4): the document and the record the app built. */
export interface ConsentSubmission {
  document: string;
  payload: unknown;
}

export interface PostVerificationInput {
  flow: VerificationFlow;
  email: string;
  /** The stored redirect path (auth state redirectPath), if any. */
  redirectPath?: string | null | undefined;
  /** Terms and privacy consents prepared before signup; submitted after signup verification only. */
  consents?: readonly ConsentSubmission[] | undefined;
}

/** Which the spec's rule chose the destination: for tests, logs and analytics. */
export type PostVerificationRule =
  | 'pending-sim-order'
  | 'orders-redirect'
  | 'order-list'
  | 'signup-carts-connection-redirect'
  | 'login-pending-order-redirect'
  | 'redirect'
  | 'signup-carts-fallback'
  | 'pre-checkout-fallback';

export interface PostVerificationDestination {
  /** A same-origin path, query included (`/manage/order?orderRef=…`). */
  path: string;
  rule: PostVerificationRule;
  orderRef?: string;
}

export interface ConsentResult {
  document: string;
  status: 'fulfilled' | 'rejected';
}

export interface PostVerificationContext {
  flow: VerificationFlow;
  email: string;
  redirectPath: string | null;
  consents: readonly ConsentSubmission[];
  consentResults: ConsentResult[];
  /** Carts could not be fetched (the spec's rule 3). */
  cartsFailed: boolean;
  /** The PENDING carts found for the e-mail (none when orders decided or the fetch failed). */
  carts: readonly Record<string, unknown>[];
  destination: PostVerificationDestination | null;
}

export interface PostVerificationOutput {
  destination: PostVerificationDestination;
  consentResults: ConsentResult[];
  cartsFailed: boolean;
  carts: readonly Record<string, unknown>[];
}
