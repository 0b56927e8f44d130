import { defineSandboxService } from '../define-sandbox-service.ts';
import { NumberChangeService } from './number-change.ts';

declare module '../../domain/flow-services.ts' {
  interface SandboxFlowServices {
    'number-change': NumberChangeService;
  }
}

/**
 * Number change's and recovery's service: a line's new or previous number, confirmed with a code
 * mailed to the customer, its fee paid as a service order, behind the account's step-up.
 */
export default defineSandboxService('number-change', (sandbox) => {
  const service = new NumberChangeService(
    sandbox.store,
    sandbox.lines,
    sandbox.numbers,
    sandbox.orders,
    sandbox.otp,
    sandbox.portIn,
    sandbox.serviceRequests,
  );
  service.guardAccountChanges(sandbox.stepUp, sandbox.accountNotices);
  return service;
});
