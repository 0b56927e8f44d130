export type { DonorTelco } from './donor-telcos.ts';
export { DonorTelcoSchema, donorTelcos, donorTelcosEndpoint } from './donor-telcos.ts';
export type { LatestPortInRequest, PortInRequestDetails } from './latest-port-in-request.ts';
export {
  LatestPortInRequestSchema,
  latestPortInRequest,
  latestPortInRequestEndpoint,
  PortInRequestDetailsSchema,
  PortInStatusChangeSchema,
} from './latest-port-in-request.ts';
export type { PortInConfig } from './port-in-config.ts';
export { PortInConfigSchema, portInConfig, portInConfigEndpoint } from './port-in-config.ts';
export type { PortInEligibility, PortInEligibilityBody } from './port-in-eligibility.ts';
export {
  PortInEligibilityBodySchema,
  PortInEligibilitySchema,
  portInEligibility,
  portInEligibilityEndpoint,
} from './port-in-eligibility.ts';
export type { PortInNumberValidation, ValidatePortInNumberBody } from './validate-port-in-number.ts';
export {
  ValidatePortInNumberBodySchema,
  validatePortInNumber,
  validatePortInNumberEndpoint,
} from './validate-port-in-number.ts';
export type { PortInOtpValidation, ValidatePortInOtpBody } from './validate-port-in-otp.ts';
export {
  ValidatePortInOtpBodySchema,
  validatePortInOtp,
  validatePortInOtpEndpoint,
} from './validate-port-in-otp.ts';
