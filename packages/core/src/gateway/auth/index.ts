export type { Device } from './device.schema.ts';
export { DeviceSchema } from './device.schema.ts';
export type { GuestOttGenerateBody } from './guest-ott-generate.ts';
export {
  GuestOttGenerateBodySchema,
  guestOttGenerate,
  guestOttGenerateEndpoint,
} from './guest-ott-generate.ts';
export type { GuestOttValidateBody, GuestOttValidateResult } from './guest-ott-validate.ts';
export {
  GuestOttValidateBodySchema,
  guestOttValidate,
  guestOttValidateEndpoint,
} from './guest-ott-validate.ts';
export type { GuestSignupResult } from './guest-signup.ts';
export { guestSignup, guestSignupEndpoint } from './guest-signup.ts';
export { logout, logoutEndpoint } from './logout.ts';
export type { OtpRequest } from './otp-request.schema.ts';
export { OtpRequestSchema } from './otp-request.schema.ts';
export type { SignInBody } from './sign-in.ts';
export { SignInBodySchema, signIn, signInEndpoint } from './sign-in.ts';
export type { SignInResendBody } from './sign-in-resend.ts';
export { SignInResendBodySchema, signInResend, signInResendEndpoint } from './sign-in-resend.ts';
export type { SignUpBody } from './sign-up.ts';
export { SignUpBodySchema, signUp, signUpEndpoint } from './sign-up.ts';
export type { ValidateOtpBody, ValidateOtpResult } from './validate-otp.ts';
export { ValidateOtpBodySchema, validateOtp, validateOtpEndpoint } from './validate-otp.ts';
export type { VendorLoginBody, VendorLoginResult } from './vendor-login.ts';
export { VendorLoginBodySchema, vendorLogin, vendorLoginEndpoint } from './vendor-login.ts';
