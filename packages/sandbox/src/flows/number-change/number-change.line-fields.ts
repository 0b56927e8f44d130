import * as v from 'valibot';
import { defineSandboxLineFields } from '../define-sandbox-line-fields.ts';

const Ms = v.pipe(v.number(), v.integer());

/** A number change or recovery on its way: the number the line takes at `at`, by that request. */
const PendingNumberSchema = v.object({ requestId: v.string(), msisdn: v.string(), at: Ms });

declare module '../../domain/sandbox-data.schema.ts' {
  interface WingLineFields {
    /** Number change or recovery: the number the line takes at `at`, by that request. */
    numberChange?: v.InferOutput<typeof PendingNumberSchema>;
    /** When the line last took a new number (a change is allowed once per 30 days). */
    numberChangedAt?: number;
  }
}

export default defineSandboxLineFields({
  numberChange: PendingNumberSchema,
  numberChangedAt: Ms,
});
