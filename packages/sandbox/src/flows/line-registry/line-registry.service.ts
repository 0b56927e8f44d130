import { defineSandboxService } from '../define-sandbox-service.ts';
import { LineRegistryService } from './line-registry.ts';

declare module '../../domain/flow-services.ts' {
  interface SandboxFlowServices {
    'line-registry': LineRegistryService;
  }
}

/**
 * The line registry's service: a line bought with a CURP is registered as its order is paid (before
 * the order's confirmation mail), and a line held unregistered is registered with CURP, ID and selfie.
 */
export default defineSandboxService(
  'line-registry',
  (sandbox) => new LineRegistryService(sandbox.store, sandbox.lines),
  {
    whenPurchasePaid: {
      moment: 'beforeConfirmation',
      run: (service, order, line) => service.registerAtPurchase(line, order),
    },
  },
);
