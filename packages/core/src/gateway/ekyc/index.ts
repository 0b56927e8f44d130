export type { EkycContextSpecification } from './ekyc-context-specifications.ts';
export {
  EkycContextSpecificationSchema,
  ekycContextSpecifications,
  ekycContextSpecificationsEndpoint,
} from './ekyc-context-specifications.ts';
export type { EkycSpecifications } from './ekyc-specifications.ts';
export {
  EkycSpecificationsSchema,
  ekycSpecifications,
  ekycSpecificationsEndpoint,
} from './ekyc-specifications.ts';
export type { ManualKycInput, ManualKycResult } from './manual-kyc-submit.ts';
export {
  KYC_DOCUMENT_FORM_KEYS,
  manualKycFormData,
  manualKycSubmit,
  manualKycSubmitEndpoint,
} from './manual-kyc-submit.ts';
