import { defineSandboxService } from '../define-sandbox-service.ts';
import { PortInChangeService } from './port-in-request.ts';

declare module '../../domain/flow-services.ts' {
  interface SandboxFlowServices {
    'port-in-request': PortInChangeService;
  }
}

/** A transfer after the purchase, changed: cancelled, started again, or given up for a new number behind the account's step-up. */
export default defineSandboxService('port-in-request', (sandbox) => {
  const service = new PortInChangeService(
    sandbox.store,
    sandbox.portIn,
    sandbox.lines,
    sandbox.numbers,
    sandbox.serviceRequests,
  );
  service.guardAccountChanges(sandbox.stepUp, sandbox.accountNotices);
  return service;
});
