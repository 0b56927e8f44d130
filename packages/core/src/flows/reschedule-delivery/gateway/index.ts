export {
  RESCHEDULE_DELIVERY_METHODS,
  RescheduleCodeSchema,
  type RescheduleDeliveryMethod,
  RescheduleDeliveryMethodSchema,
  type RescheduleDetails,
  RescheduleDetailsSchema,
  RescheduleIdSchema,
  type ReschedulePayment,
  ReschedulePaymentSchema,
} from './reschedule.schema.ts';
export { reschedulePayment, reschedulePaymentEndpoint } from './reschedule-payment.ts';
export {
  type SubmitRescheduleBody,
  SubmitRescheduleBodySchema,
  submitReschedule,
  submitRescheduleEndpoint,
} from './submit-reschedule.ts';
export {
  RESCHEDULE_REFUSALS,
  type RescheduleRefusal,
  type RescheduleValidation,
  RescheduleValidationSchema,
  validateReschedule,
  validateRescheduleEndpoint,
} from './validate-reschedule.ts';
