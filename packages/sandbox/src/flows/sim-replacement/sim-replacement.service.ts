import { defineSandboxService } from '../define-sandbox-service.ts';
import { SimReplacementService } from './sim-replacement.ts';

declare module '../../domain/flow-services.ts' {
  interface SandboxFlowServices {
    'sim-replacement': SimReplacementService;
  }
}

/** SIM replacement's service: a new SIM for a line, its fee paid as a service order, behind the account's step-up. */
export default defineSandboxService('sim-replacement', (sandbox) => {
  const service = new SimReplacementService(
    sandbox.store,
    sandbox.lines,
    sandbox.orders,
    sandbox.portIn,
    sandbox.kyc,
    sandbox.serviceRequests,
  );
  service.guardAccountChanges(sandbox.stepUp, sandbox.accountNotices);
  return service;
});
