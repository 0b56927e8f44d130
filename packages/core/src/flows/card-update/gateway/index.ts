export {
  AccountNumberSchema as CardUpdateAccountNumberSchema,
  CardUpdateIdSchema,
  TransientTokenSchema,
  type UpdatedCard,
  UpdatedCardSchema,
} from './card-update.schema.ts';
export {
  type RequestCardUpdateCodeBody,
  RequestCardUpdateCodeBodySchema,
  requestCardUpdateCode,
  requestCardUpdateCodeEndpoint,
} from './request-card-update-code.ts';
export {
  ResendCardUpdateCodeBodySchema,
  resendCardUpdateCode,
  resendCardUpdateCodeEndpoint,
} from './resend-card-update-code.ts';
export {
  type SubmitCardUpdateBody,
  SubmitCardUpdateBodySchema,
  type SubmittedCardUpdate,
  SubmittedCardUpdateSchema,
  submitCardUpdate,
  submitCardUpdateEndpoint,
} from './submit-card-update.ts';
export {
  type VerifiedCardUpdate,
  VerifiedCardUpdateSchema,
  type VerifyCardUpdateCodeBody,
  VerifyCardUpdateCodeBodySchema,
  verifyCardUpdateCode,
  verifyCardUpdateCodeEndpoint,
} from './verify-card-update-code.ts';
