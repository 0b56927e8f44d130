import * as v from 'valibot';
import { DeliveryTypeSchema, SimTypeSchema } from '../gateway/enums.ts';
import { ManualPlaceSchema } from '../purchase/address-details.form.ts';
import { CONNECTION_STEP_DATA_ENTRIES } from '../purchase/connection-details.step-data.ts';
import { PersonalDetailsStepDataSchema } from '../purchase/personal-details.form.ts';
import { AddressSchema } from '../stores/store-schemas.ts';

/**
 * What each step keeps in journeyData, by step name (the journeys share step names: plan-switch's
 * order-summary and payment are purchase's). Journey data is restored from storage and handed to
 * the steps, so it is read through these schemas: a step whose data has another shape starts
 * empty, and the other steps keep theirs. Every field is optional (a step's data is merged as the
 * customer goes back and forth); keys a schema does not name are kept as they are.
 */
const stepData = <TEntries extends v.ObjectEntries>(entries: TEntries) => v.looseObject(entries);
const someText = v.pipe(v.string(), v.minLength(1));

const EmailStepDataSchema = stepData({ email: v.optional(v.string()) });
const CartStepDataSchema = stepData({ cartId: v.optional(someText) });

export const JOURNEY_STEP_DATA_SCHEMAS = {
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
  plans: stepData({ sku: v.optional(someText) }),
  // Plan switch's details step: when the switch takes effect (checked again when it is sent).
  'plan-details': stepData({ timing: v.optional(someText) }),
} as const;

export type StepWithData = keyof typeof JOURNEY_STEP_DATA_SCHEMAS;
export type StepData<TStep extends StepWithData> = v.InferOutput<(typeof JOURNEY_STEP_DATA_SCHEMAS)[TStep]>;

const schemaOf = (step: string): v.GenericSchema | undefined =>
  Object.hasOwn(JOURNEY_STEP_DATA_SCHEMAS, step)
    ? (JOURNEY_STEP_DATA_SCHEMAS as Record<string, v.GenericSchema>)[step]
    : undefined;

/** A step's data checked by its schema, or null when it has another shape. Steps without one pass. */
export function checkedStepData(step: string, data: unknown): Record<string, unknown> | null {
  // Not left to the schemas: a valibot object takes an array too, and copies its indexes as keys.
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const schema = schemaOf(step);
  if (!schema) return data as Record<string, unknown>;
  const parsed = v.safeParse(schema, data);
  return parsed.success ? (parsed.output as Record<string, unknown>) : null;
}

/** The step's data as the step reads it: of its schema's shape, or empty when it had another. */
export function readStepData<TStep extends StepWithData>(step: TStep, data: unknown): StepData<TStep> {
  return (checkedStepData(step, data) ?? v.parse(JOURNEY_STEP_DATA_SCHEMAS[step], {})) as StepData<TStep>;
}
