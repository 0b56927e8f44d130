export {
  type CurpLineEligibility,
  type CurpLineEligibilityBody,
  CurpLineEligibilityBodySchema,
  CurpLineEligibilitySchema,
  curpLineEligibility,
  curpLineEligibilityEndpoint,
} from './curp-line-eligibility.ts';
export type { Line, LinePlan, LineSim, RenewalCard } from './line.schema.ts';
export {
  LinePlanSchema,
  LinePortInSchema,
  LineSchema,
  LineSimSchema,
  RenewalCardSchema,
} from './line.schema.ts';
export {
  LINE_REGISTRY_DEADLINE,
  LINE_REGISTRY_MAX_ATTEMPTS,
  type LineRegistry,
  LineRegistrySchema,
} from './line-registry-status.schema.ts';
export { multiLineUsers, multiLineUsersEndpoint } from './multi-line-users.ts';
