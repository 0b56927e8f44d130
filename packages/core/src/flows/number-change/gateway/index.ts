export {
  type GenerateNumberChangeOttBody,
  GenerateNumberChangeOttBodySchema,
  generateNumberChangeOtt,
  generateNumberChangeOttEndpoint,
} from './generate-number-change-ott.ts';
export {
  NUMBER_CHANGE_ACTIONS,
  NUMBER_CHANGE_REFUSALS,
  type NumberChangeAction,
  NumberChangeActionSchema,
  type NumberChangeRefusal,
  OTT_REQUEST_ID_HEADER,
  OttCodeSchema,
  type RecoverableNumber,
  RecoverableNumberSchema,
} from './number-change.schema.ts';
export {
  type NumberChangeEligibilityAnswer,
  NumberChangeEligibilityAnswerSchema,
  numberChangeEligibility,
  numberChangeEligibilityEndpoint,
} from './number-change-eligibility.ts';
export {
  type SubmitNumberChangeBody,
  SubmitNumberChangeBodySchema,
  type SubmittedNumberChange,
  SubmittedNumberChangeSchema,
  submitNumberChange,
  submitNumberChangeEndpoint,
} from './submit-number-change.ts';
