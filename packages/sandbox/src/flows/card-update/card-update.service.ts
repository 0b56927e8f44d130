import { defineSandboxService } from '../define-sandbox-service.ts';
import { CardUpdateService } from './card-update.ts';

declare module '../../domain/flow-services.ts' {
  interface SandboxFlowServices {
    'card-update': CardUpdateService;
  }
}

/** Card update's service: the line's renewal card replaced once a code to the account's e-mail proves who asks. */
export default defineSandboxService(
  'card-update',
  (sandbox) =>
    new CardUpdateService(
      sandbox.store,
      sandbox.lines,
      sandbox.otp,
      sandbox.provider,
      sandbox.serviceRequests,
    ),
);
