export { type PostVerificationMachine, postVerificationMachine } from './post-verification.machine.ts';
export { routeWithOrders, routeWithoutOrders, usableRedirect } from './post-verification.rules.ts';
export type {
  ConsentResult,
  ConsentSubmission,
  FetchPendingCartsInput,
  PendingCartsResult,
  PostVerificationContext,
  PostVerificationDestination,
  PostVerificationInput,
  PostVerificationOutput,
  PostVerificationRule,
  VerificationFlow,
  VerifiedUserOrder,
} from './post-verification.types.ts';
