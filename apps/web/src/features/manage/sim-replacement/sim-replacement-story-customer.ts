import { type SimReplacementReason, submitSimReplacement } from '@senda/core/flows/sim-replacement';
import { manualKycSubmit, newIdempotencyKey, type SimType } from '@senda/core/gateway';
import type { ServiceRequestProgress } from '@senda/core/machines/service-request-template';
import { plausiblePng } from '@senda/sandbox';
import { journeyUpTo, paidFor, paymentDue } from '../../../storybook/flow-story';
import type { ScenarioCustomer } from '../../../storybook/scenario-customer';
import type { StoryEnv } from '../../../storybook/story-env';
import { SIM_REPLACEMENT_FLOW } from './sim-replacement-flow';

/**
 * A SIM replacement's customer as the stories and the journey editor's walk make them: what each
 * step is answered with, the identity check's upload, the request sent, its fee paid. A physical
 * SIM is delivered (to a store here); an eSIM whose specification needs no delivery skips the
 * delivery step. Each step is answered by its name, in the order journeys/sim-replacement.json
 * gives (no story names the shipped order).
 */
export type ReplacementSim = 'physical' | 'esim';

/** A photo the identity check takes (a real 240×240 PNG, made in code). */
const PNG = plausiblePng();
const CHOICES = {
  physical: { reason: 'DAMAGED', simType: 'physical_sim' },
  esim: { reason: 'DAMAGED', simType: 'esim' },
} as const;
const DELIVERY = { method: 'SELF_PICKUP', pickupLocationId: 'TIENDA-ROMA' } as const;

/** What each step is answered with (each NEXT's data and facts), by step name. */
function answers(sim: ReplacementSim, kycId: string) {
  return {
    'order-request': { data: CHOICES[sim], facts: { deliveryNeeded: sim === 'physical' } },
    kyc: { data: { kycIds: [kycId] } },
    'delivery-details': { data: { delivery: DELIVERY } },
  } as Readonly<Record<string, { data: Record<string, unknown>; facts?: Record<string, boolean> }>>;
}

/** The identity check's upload for the customer's line: its kycId. */
export async function kycId(env: StoryEnv, customer: ScenarioCustomer): Promise<string> {
  const answer = await manualKycSubmit(env.services.gateway, {
    kind: 'selfie',
    image: new Blob([PNG]),
    orderRef: customer.orderRef,
  });
  return answer.kycId;
}

/** Every step before the review answered (the journey on the review), in the journey's order. */
export const reviewed = (id: string, sim: ReplacementSim = 'physical') =>
  journeyUpTo(SIM_REPLACEMENT_FLOW, 'order-summary', answers(sim, id));

/** The journey on `step`, every step before it answered as this customer answers them. */
export async function replacementAt(
  env: StoryEnv,
  customer: ScenarioCustomer,
  sim: ReplacementSim,
  step: string,
): Promise<Partial<ServiceRequestProgress> | null> {
  if (step === 'order-request') return null;
  return journeyUpTo(SIM_REPLACEMENT_FLOW, step, answers(sim, await kycId(env, customer)));
}

/** The request sent for the customer's line with these choices, the identity check `id` given. */
async function submitted(
  env: StoryEnv,
  customer: ScenarioCustomer,
  choice: { reason: SimReplacementReason; simType: SimType },
  id: string,
) {
  const { state } = env.sandbox;
  // The account's address approved it: the proof its step-up would have given.
  const userId = state.auth.authenticate(customer.accessToken)?.userId ?? '';
  return submitSimReplacement(
    env.services.gateway,
    {
      accountNumber: customer.accountNumber,
      ...choice,
      kycIds: [id],
      delivery: choice.simType === 'physical_sim' ? DELIVERY : null,
      idempotencyKey: newIdempotencyKey(),
    },
    state.stepUp.grant(userId, 'SIM_REPLACEMENT', customer.accountNumber),
  );
}

/** A replacement really sent for the customer's line (the request and the fee's order). */
export async function sent(env: StoryEnv, customer: ScenarioCustomer, sim: ReplacementSim = 'physical') {
  const id = await kycId(env, customer);
  const answer = await submitted(env, customer, CHOICES[sim], id);
  return { requestId: answer.requestId, payment: paymentDue(answer), ...reviewed(id, sim) };
}

/**
 * The SIM reported lost or stolen, an eSIM asked for instead and its fee not paid yet: the old SIM
 * is blocked from the request on.
 */
export async function reportedLost(env: StoryEnv, customer: ScenarioCustomer): Promise<void> {
  await submitted(env, customer, { reason: 'LOST_OR_STOLEN', simType: 'esim' }, await kycId(env, customer));
}

/**
 * Sent and its fee paid (the new SIM on its way: IN_PROGRESS): the result page reads the request
 * and the paid order as the gateway has them.
 */
export const paid = async (env: StoryEnv, customer: ScenarioCustomer, sim: ReplacementSim = 'physical') =>
  paidFor(env, await sent(env, customer, sim));
