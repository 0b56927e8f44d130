export type { ReversePortOutEligibility, ReversePortOutRefusal } from './reverse-port-out-eligibility.ts';
export {
  REVERSE_PORT_OUT_REFUSALS,
  ReversePortOutEligibilitySchema,
  reversePortOutEligibility,
  reversePortOutEligibilityEndpoint,
} from './reverse-port-out-eligibility.ts';
export type { ReversePortOutRequest } from './reverse-port-out-request.schema.ts';
export { ReversePortOutRequestSchema } from './reverse-port-out-request.schema.ts';
export { reversePortOutRequest, reversePortOutRequestEndpoint } from './reverse-port-out-request.ts';
export type { ReversePortOutSpecifications } from './reverse-port-out-specifications.ts';
export {
  ReversePortOutSpecificationsSchema,
  reversePortOutSpecifications,
  reversePortOutSpecificationsEndpoint,
} from './reverse-port-out-specifications.ts';
export type { SubmitReversePortOutBody } from './submit-reverse-port-out.ts';
export {
  SubmitReversePortOutBodySchema,
  submitReversePortOut,
  submitReversePortOutEndpoint,
} from './submit-reverse-port-out.ts';
