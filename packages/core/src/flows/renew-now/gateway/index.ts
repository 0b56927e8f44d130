export {
  type SubmitRenewalBody,
  SubmitRenewalBodySchema,
  type SubmittedRenewal,
  SubmittedRenewalSchema,
  submitRenewal,
  submitRenewalEndpoint,
} from './submit-renewal.ts';
