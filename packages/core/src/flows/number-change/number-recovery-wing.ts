import { FLOW_WINGS } from '../../flow-declarations/flow-registry.ts';
import type { FlowWing } from '../../flow-declarations/flow-wing.ts';

export const NUMBER_RECOVERY_FLOW_ID = 'number-recovery';

/**
 * Number recovery's wing as the flow registry has it: this wing's machine runs it (action
 * RECOVERY) on the pages it declares (`pageRoles`) and offers it by its line action. Read by its id,
 * not imported, so either wing can go without the other: without it, no recovery is offered.
 */
export const numberRecoveryWing = (): FlowWing | undefined =>
  FLOW_WINGS.find((wing) => wing.id === NUMBER_RECOVERY_FLOW_ID);
