export {
  CancelTerminationBodySchema,
  cancelTermination,
  cancelTerminationEndpoint,
} from './cancel-termination.ts';
export {
  type ClaimWinBackBody,
  ClaimWinBackBodySchema,
  claimWinBack,
  claimWinBackEndpoint,
} from './claim-win-back.ts';
export {
  type SubmitTerminationBody,
  SubmitTerminationBodySchema,
  type SubmittedTermination,
  SubmittedTerminationSchema,
  submitTermination,
  submitTerminationEndpoint,
  TERMINATION_FEEDBACK_MAX,
} from './submit-termination.ts';
export {
  type LineReward,
  LineRewardSchema,
  TERMINATION_REFUSALS,
  type TerminationLosses,
  type TerminationReason,
  type TerminationRefund,
  type TerminationRefusal,
  WIN_BACK_OFFER_KINDS,
  type WinBackOffer,
  type WinBackOfferKind,
  WinBackOfferSchema,
} from './termination.schema.ts';
export {
  TERMINATION_CANCEL_REFUSALS,
  type TerminationCancelEligibilityAnswer,
  type TerminationCancelRefusal,
  terminationCancelEligibility,
  terminationCancelEligibilityEndpoint,
} from './termination-cancel-eligibility.ts';
export {
  type TerminationEligibilityAnswer,
  terminationEligibility,
  terminationEligibilityEndpoint,
} from './termination-eligibility.ts';
export { terminationReasons, terminationReasonsEndpoint } from './termination-reasons.ts';
export { winBackAggregation, winBackAggregationEndpoint } from './win-back-aggregation.ts';
