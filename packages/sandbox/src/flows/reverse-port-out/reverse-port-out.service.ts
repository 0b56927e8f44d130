import { defineSandboxService } from '../define-sandbox-service.ts';
import { ReversePortOutService } from './reverse-port-out.ts';

declare module '../../domain/flow-services.ts' {
  interface SandboxFlowServices {
    'reverse-port-out': ReversePortOutService;
  }
}

/** The reverse port-out's requests, made from the shared requests, behind the account's step-up. */
export default defineSandboxService('reverse-port-out', (sandbox) => {
  const service = new ReversePortOutService(sandbox.store, sandbox.serviceRequests);
  service.guardAccountChanges(sandbox.stepUp, sandbox.accountNotices);
  return service;
});
