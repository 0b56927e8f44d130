import type { SandboxFlowService, SandboxFlowServices } from '../domain/flow-services.ts';
import type { SandboxState } from '../domain/sandbox-state.ts';

/**
 * A wing's own service in the fake operator (the default export of its `<flow>.service.ts`): made
 * once the shared services exist, from what it uses of them, and reached as `sandbox.flow(id)`.
 * Its records live in the shared data (its requests, its orders), so a saved state keeps them.
 * What it does when a purchase is paid (`whenPurchasePaid`) joins the order's list of steps, what
 * it applies when a line is read (`whenLineRead`) the line's, and what it adds to the gateway's line
 * and service request views (`lineView`, `requestView`) the shared handlers'.
 */
export const defineSandboxService = <const Id extends keyof SandboxFlowServices & string>(
  id: Id,
  build: (sandbox: SandboxState) => SandboxFlowServices[Id],
  parts: Omit<SandboxFlowService<Id, SandboxFlowServices[Id]>, 'id' | 'build'> = {},
): SandboxFlowService<Id, SandboxFlowServices[Id]> => ({ id, build, ...parts });
