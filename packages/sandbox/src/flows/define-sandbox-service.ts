import type { SandboxFlowService, SandboxFlowServices } from '../domain/flow-services.ts';
import type { SandboxState } from '../domain/sandbox-state.ts';

/**
 * A wing's own service in the fake operator (the default export of its `<flow>.service.ts`): made
 * once the shared services exist, from what it uses of them, and reached as `sandbox.flow(id)`.
 * Its records live in the shared data (its requests, its orders), so a saved state keeps them.
 */
export const defineSandboxService = <const Id extends keyof SandboxFlowServices & string>(
  id: Id,
  build: (sandbox: SandboxState) => SandboxFlowServices[Id],
): SandboxFlowService<Id, SandboxFlowServices[Id]> => ({ id, build });
