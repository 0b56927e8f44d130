import * as v from 'valibot';
import { DeliveryTypeSchema, SimTypeSchema } from '../gateway/enums.ts';
import { PURCHASE_JOURNEY_VOCABULARY } from '../journey/journey-conditions.ts';
import { checkedStepData } from '../journey/journey-data.ts';
import { type JourneyVocabulary, withStepDataSchemas } from '../journey/journey-vocabulary.ts';
import { AddressSchema } from '../stores/store-schemas.ts';
import { ManualPlaceSchema } from './address-details.form.ts';
import { CONNECTION_STEP_DATA_ENTRIES } from './connection-details.step-data.ts';
import { PersonalDetailsStepDataSchema } from './personal-details.form.ts';

/**
 * What each of the purchase's steps keeps in journeyData, by step name. Journey data is restored
 * from storage and handed to the steps, so the journey engine reads it through these schemas (the
 * purchase hands them over in its vocabulary, below): a step whose data has another shape starts
 * empty, and the other steps keep theirs. Every field is optional (a step's data is merged as the
 * customer goes back and forth); keys a schema does not name are kept as they are.
 */
const stepData = <TEntries extends v.ObjectEntries>(entries: TEntries) => v.looseObject(entries);
const someText = v.pipe(v.string(), v.minLength(1));

const EmailStepDataSchema = stepData({ email: v.optional(v.string()) });
const CartStepDataSchema = stepData({ cartId: v.optional(someText) });

export const PURCHASE_STEP_DATA_SCHEMAS = {
  'retail-onboarding': stepData({ storeId: v.optional(someText) }),
  'pre-checkout': stepData({ simType: v.optional(SimTypeSchema), planSku: v.optional(someText) }),
  'addon-selection': stepData({ addonSkus: v.optional(v.array(someText)) }),
  signup: EmailStepDataSchema,
  login: EmailStepDataSchema,
  'pending-orders': CartStepDataSchema,
  'pending-order-details': CartStepDataSchema,
  'connection-details': stepData(CONNECTION_STEP_DATA_ENTRIES),
  // The form's fields only: the step hands its whole form over, and the form is nothing else.
  'personal-details': PersonalDetailsStepDataSchema,
  'address-details': stepData({
    billing: v.optional(AddressSchema),
    delivery: v.optional(AddressSchema),
    sameAsBilling: v.optional(v.boolean()),
    billingManual: v.optional(ManualPlaceSchema),
    deliveryManual: v.optional(ManualPlaceSchema),
  }),
  'manual-ekyc': stepData({
    documentType: v.optional(v.string()),
    submitted: v.optional(v.boolean()),
    kycIds: v.optional(v.array(v.string())),
  }),
  delivery: stepData({
    method: v.optional(DeliveryTypeSchema),
    slotId: v.optional(someText),
    zip: v.optional(v.string()),
    locationId: v.optional(someText),
  }),
  'order-summary': stepData({
    termsAccepted: v.optional(v.boolean()),
    termsMode: v.optional(v.string()),
    orderRef: v.optional(someText),
    orderFingerprint: v.optional(someText),
  }),
  'payment-method-selector': stepData({ paymentMethod: v.optional(someText) }),
  payment: stepData({ orderRef: v.optional(someText) }),
} as const;

/**
 * The purchase journeys' vocabulary as the app runs them: their facts and conditions, and the
 * shapes of their steps' data, which the engine checks every save and restore by.
 */
export const PURCHASE_RUN_VOCABULARY: JourneyVocabulary = withStepDataSchemas(
  PURCHASE_JOURNEY_VOCABULARY,
  PURCHASE_STEP_DATA_SCHEMAS,
);

export type StepWithData = keyof typeof PURCHASE_STEP_DATA_SCHEMAS;
export type StepData<TStep extends StepWithData> = v.InferOutput<(typeof PURCHASE_STEP_DATA_SCHEMAS)[TStep]>;

/** The step's data as the step reads it: of its schema's shape, or empty when it had another. */
export function readStepData<TStep extends StepWithData>(step: TStep, data: unknown): StepData<TStep> {
  return (checkedStepData(PURCHASE_STEP_DATA_SCHEMAS, step, data) ??
    v.parse(PURCHASE_STEP_DATA_SCHEMAS[step], {})) as StepData<TStep>;
}
