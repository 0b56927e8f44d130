export {
  AccountNumberSchema,
  SIM_REPLACEMENT_REASONS,
  type SimReplacementCharge,
  type SimReplacementReason,
  SimReplacementReasonSchema,
} from './sim-replacement.schema.ts';
export {
  SIM_REPLACEMENT_REFUSALS,
  type SimReplacementEligibilityAnswer,
  type SimReplacementRefusal,
  simReplacementEligibility,
  simReplacementEligibilityEndpoint,
} from './sim-replacement-eligibility.ts';
export {
  ESIM_NEW_ORDER_TYPE,
  ESIM_SIM_REPLACEMENT_ORDER_TYPE,
  type EsimDeliverySpecification as SimReplacementDeliverySpecification,
  type SimReplacementSpecifications,
  simReplacementSpecifications,
  simReplacementSpecificationsEndpoint,
} from './sim-replacement-specifications.ts';
export {
  readSimReplacementFormData,
  SIM_REPLACEMENT_FORM_KEYS,
  type SimReplacementDelivery,
  SimReplacementDeliverySchema,
  type SubmitSimReplacementBody,
  SubmitSimReplacementBodySchema,
  type SubmittedSimReplacement,
  simReplacementFormData,
  submitSimReplacement,
  submitSimReplacementEndpoint,
} from './submit-sim-replacement.ts';
