export {
  type PostVerificationMove,
  postVerificationMove,
  routesToPendingOrders,
} from './post-verification-move.ts';
export { type VerificationMachine, verificationMachine } from './verification.machine.ts';
export {
  provideVerificationMachine,
  type VerificationServicesDeps,
  verificationInput,
} from './verification.services.ts';
export type {
  OpenSessionInput,
  VerificationContext,
  VerificationEvent,
  VerificationInput,
  VerificationOutput,
  VerificationRecord,
  VerifiedSession,
} from './verification.types.ts';
export { type VerificationPhase, type VerificationView, verificationView } from './verification.view.ts';
