import * as v from 'valibot';
import { wingParts } from '../../flow-declarations/flow-parts.ts';
import { OtpCodeFieldSchema } from '../auth/otp-code.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/**
 * Step-up: before an account-changing action the customer proves it is them again, with
 * a one-time code mailed to the account's CURRENT e-mail, unless the session's log-in by one-time
 * code is a few minutes old (a session opened from an e-mailed link never counts). A right code
 * (or the fresh log-in) answers a proof token: short-lived, bound to the customer, the action and
 * the line, good for one action. The action's calls carry it in STEP_UP_HEADER; without a valid
 * one the gateway refuses the action with 422 `422120 STEP_UP_REQUIRED`.
 */
export const STEP_UP_HEADER = 'X-Step-Up-Token';

export const STEP_UP_ACTIONS = ['EMAIL_CHANGE', 'NUMBER_CHANGE'] as const;
/** The actions above and each flow wing's (flows/<flow>/flow.ts `stepUpActions`). */
export const KNOWN_STEP_UP_ACTIONS: readonly string[] = [
  ...STEP_UP_ACTIONS,
  ...(typeof __SENDA_FLOW_PARTS_BUILT__ === 'boolean'
    ? __SENDA_FLOW_STEP_UP_ACTIONS__
    : wingParts().stepUpActions),
];
export const StepUpActionSchema = v.picklist(KNOWN_STEP_UP_ACTIONS);
/** A step-up action: one of the list above, or a flow wing's own. */
export type StepUpAction = (typeof STEP_UP_ACTIONS)[number] | (string & {});

const TokenSchema = v.pipe(v.string(), v.minLength(16), v.maxLength(200));
const SecondsSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Where the code went, masked (`a••••@example.mx`): never the whole address. */
const SentToSchema = v.pipe(v.string(), v.minLength(3), v.maxLength(254));

/** Proved: the token the action's calls carry, and how long it stays good. */
export const StepUpProofSchema = v.object({ stepUpToken: TokenSchema, expiresIn: SecondsSchema });
export type StepUpProof = v.InferOutput<typeof StepUpProofSchema>;

/** A code went to the account's address: the request to validate (or resend), its lifetime. */
export const StepUpChallengeSchema = v.object({
  requestId: v.pipe(v.string(), v.minLength(1)),
  expiresIn: SecondsSchema,
  sentTo: SentToSchema,
});
export type StepUpChallenge = v.InferOutput<typeof StepUpChallengeSchema>;

export const StepUpStartSchema = v.variant('required', [
  v.object({ required: v.literal(false), ...StepUpProofSchema.entries }),
  v.object({ required: v.literal(true), ...StepUpChallengeSchema.entries }),
]);
export type StepUpStart = v.InferOutput<typeof StepUpStartSchema>;

export const StartStepUpBodySchema = v.strictObject({
  action: StepUpActionSchema,
  /** The line the action changes; absent for the account's own (the e-mail). */
  accountNumber: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(40))),
});
export type StartStepUpBody = v.InferOutput<typeof StartStepUpBodySchema>;

export const startStepUpEndpoint = defineEndpoint({
  name: 'startStepUp',
  method: 'POST',
  path: 'user-service/v4/users/step-up',
  credentials: true,
  response: resultEnvelope(StepUpStartSchema),
});

export const ResendStepUpCodeBodySchema = v.strictObject({ requestId: v.pipe(v.string(), v.minLength(1)) });

export const resendStepUpCodeEndpoint = defineEndpoint({
  name: 'resendStepUpCode',
  method: 'POST',
  path: 'user-service/v4/users/step-up/resend',
  credentials: true,
  response: resultEnvelope(StepUpChallengeSchema),
});

export const ValidateStepUpCodeBodySchema = v.strictObject({
  requestId: v.pipe(v.string(), v.minLength(1)),
  otpCode: OtpCodeFieldSchema,
});

export const validateStepUpCodeEndpoint = defineEndpoint({
  name: 'validateStepUpCode',
  method: 'POST',
  path: 'user-service/v4/users/step-up/validate',
  credentials: true,
  response: resultEnvelope(StepUpProofSchema),
});

export async function startStepUp(client: GatewayClient, input: StartStepUpBody): Promise<StepUpStart> {
  const json = v.parse(StartStepUpBodySchema, input);
  return (await client.call(startStepUpEndpoint, { json })).result;
}

export async function resendStepUpCode(client: GatewayClient, requestId: string): Promise<StepUpChallenge> {
  const json = v.parse(ResendStepUpCodeBodySchema, { requestId });
  return (await client.call(resendStepUpCodeEndpoint, { json })).result;
}

export async function validateStepUpCode(
  client: GatewayClient,
  input: { requestId: string; otpCode: string },
): Promise<StepUpProof> {
  const json = v.parse(ValidateStepUpCodeBodySchema, input);
  return (await client.call(validateStepUpCodeEndpoint, { json })).result;
}

/** The header an action's call carries its proof in (none: the gateway refuses the action). */
export const stepUpHeaders = (stepUpToken: string | null | undefined): Record<string, string> =>
  stepUpToken ? { [STEP_UP_HEADER]: stepUpToken } : {};
