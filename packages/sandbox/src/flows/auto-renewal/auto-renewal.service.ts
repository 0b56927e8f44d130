import { defineSandboxService } from '../define-sandbox-service.ts';
import { AutoRenewalService } from './auto-renewal.ts';

declare module '../../domain/flow-services.ts' {
  interface SandboxFlowServices {
    'auto-renewal': AutoRenewalService;
  }
}

/**
 * Auto-renewal's service: turning it on (with its first payment) and off, and the e-mail of a
 * failed charge; a voucher or transfer still open for the line's renewal is read from the shared
 * cash payments, so it is not offered again.
 */
export default defineSandboxService('auto-renewal', (sandbox) => {
  const service = new AutoRenewalService(
    sandbox.store,
    sandbox.lines,
    sandbox.orders,
    sandbox.serviceRequests,
    sandbox.savedCards,
    sandbox.mailbox,
    sandbox.storefrontUrl,
    sandbox.accountNotices,
  );
  service.pendingCash = (accountNumber) => sandbox.cashPayments.pendingForLine(accountNumber);
  return service;
});
