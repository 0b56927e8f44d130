import * as v from 'valibot';

/** What sign-in, sign-up and resend answer: the OTP request id and its lifetime (OTP). */
export const OtpRequestSchema = v.object({
  requestId: v.pipe(v.string(), v.minLength(1)),
  /** Seconds; absent means the DEFAULT_OTP_TIMER_SECONDS default applies. */
  expiresIn: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

export type OtpRequest = v.InferOutput<typeof OtpRequestSchema>;
