export { cancelAutoRenewal, cancelAutoRenewalEndpoint } from './cancel-auto-renewal.ts';
export {
  type EnableAutoRenewalBody,
  EnableAutoRenewalBodySchema,
  type EnabledAutoRenewal,
  EnabledAutoRenewalSchema,
  enableAutoRenewal,
  enableAutoRenewalEndpoint,
} from './enable-auto-renewal.ts';
