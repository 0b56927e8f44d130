import type {
  SandboxFlowService,
  SandboxFlowServices,
  WingPaidPurchaseStep,
} from '../domain/flow-services.ts';
import type { SandboxState } from '../domain/sandbox-state.ts';

/**
 * A wing's own service in the fake operator (the default export of its `<flow>.service.ts`): made
 * once the shared services exist, from what it uses of them, and reached as `sandbox.flow(id)`.
 * Its records live in the shared data (its requests, its orders), so a saved state keeps them.
 * What it does when a purchase is paid (`whenPurchasePaid`) joins the order's list of steps.
 */
export const defineSandboxService = <const Id extends keyof SandboxFlowServices & string>(
  id: Id,
  build: (sandbox: SandboxState) => SandboxFlowServices[Id],
  parts: { whenPurchasePaid?: WingPaidPurchaseStep<SandboxFlowServices[Id]> } = {},
): SandboxFlowService<Id, SandboxFlowServices[Id]> => ({ id, build, ...parts });
