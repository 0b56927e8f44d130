import { submitReversePortOut } from '@senda/core/flows/reverse-port-out';
import { submitSimReplacement } from '@senda/core/flows/sim-replacement';
import { claimWinBack, submitTermination, winBackAggregation } from '@senda/core/flows/termination';
import { type GatewayClient, newIdempotencyKey, type StepUpAction } from '@senda/core/gateway';
import { beforeEach, describe, expect, it } from 'vitest';
import { plausiblePng } from '../src/domain/image-check.ts';
import type { ScenarioName } from '../src/domain/scenarios.ts';
import { PORT_OUT_REQUEST } from '../src/flows/reverse-port-out/reverse-port-out.ts';
import { SIM_REPLACEMENT_TYPE } from '../src/flows/sim-replacement/sim-replacement.ts';
import { TERMINATION_TYPE } from '../src/flows/termination/termination.ts';
import { gatewayFailure, lineOf, ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * SIM replacement, reverse port-out and termination change the account, so each submit
 * spends a step-up proof for its action on its line (X-Step-Up-Token), as the e-mail change does
 * (profile-email.test.ts; the proof's own rules: step-up.test.ts). Without a good one: 422120 and
 * nothing changed (no request, no order, no block, no notice, auto-renewal as it was).
 */
const kit = setupSandboxTest();
const { sandbox, clock, scenarioCustomer } = kit;
beforeEach(() => clock.set(Date.UTC(2025, 0, 15, 16, 0, 0)));

type Line = ReturnType<typeof scenarioCustomer>;
const PNG = plausiblePng();

interface Action {
  action: StepUpAction;
  scenario: ScenarioName;
  /** The service request the submit makes. */
  type: string;
  /** The submit as the app sends it, with the proof given (none: no header). */
  send: (line: Line, proof: string | undefined, idempotencyKey: string) => Promise<unknown>;
}

/** A lost SIM: the strongest change (the old SIM blocked on submit), so "nothing changed" says most. */
function replaceSim(line: Line, proof: string | undefined, idempotencyKey: string) {
  const check = sandbox.state.kyc.submit({
    userId: line.userId,
    files: [{ field: 'selfieImage', name: 'cam_image.png', type: 'image/png', size: PNG.length, head: PNG }],
  });
  return submitSimReplacement(
    line.client,
    {
      accountNumber: line.accountNumber,
      reason: 'LOST_OR_STOLEN',
      simType: 'esim',
      kycIds: [check.id],
      delivery: null,
      idempotencyKey,
    },
    proof,
  );
}

const ACTIONS: Action[] = [
  {
    action: 'SIM_REPLACEMENT',
    scenario: 'sim-replacement-eligible',
    type: SIM_REPLACEMENT_TYPE,
    send: replaceSim,
  },
  {
    action: 'REVERSE_PORT_OUT',
    scenario: 'ported-out-line',
    type: PORT_OUT_REQUEST,
    send: (line, proof, idempotencyKey) =>
      submitReversePortOut(
        line.client,
        { accountNumber: line.accountNumber, notRequestedByMe: true, idempotencyKey },
        proof,
      ),
  },
  {
    action: 'TERMINATION',
    scenario: 'termination-eligible',
    type: TERMINATION_TYPE,
    send: (line, proof, idempotencyKey) =>
      submitTermination(
        line.client,
        { accountNumber: line.accountNumber, reason: 'TOO_EXPENSIVE', feedback: '', idempotencyKey },
        proof,
      ),
  },
];

async function mails(address: string): Promise<{ kind: string }[]> {
  const response = await fetch(`${ORIGIN}/mocks/mailbox?email=${encodeURIComponent(address)}`);
  return ((await response.json()) as { messages: { kind: string }[] }).messages;
}

const STEP_UP_REQUIRED = { status: 422, errorId: 422120, errorCode: 'STEP_UP_REQUIRED' };

describe.each(ACTIONS)('$action submit needs the step-up proof', ({ action, scenario, type, send }) => {
  async function unchanged(line: Line, before: Awaited<ReturnType<typeof lineOf>>) {
    expect(sandbox.state.serviceRequests.onLine(line.accountNumber, type)).toEqual([]);
    expect((await mails(line.email)).filter((mail) => mail.kind === 'account_notice')).toEqual([]);
    expect(sandbox.state.store.data.lines[line.accountNumber]?.simBlockedAt).toBeUndefined();
    expect(await lineOf(line)).toEqual(before);
  }

  it('without a proof, a made-up one, or one for another action: 422120 and nothing changed', async () => {
    const line = scenarioCustomer(scenario);
    const before = await lineOf(line);
    const otherAction = await kit.stepUpProof(
      line,
      action === 'TERMINATION' ? 'SIM_REPLACEMENT' : 'TERMINATION',
    );
    for (const proof of [undefined, 'made-up-proof-0000000000', otherAction]) {
      expect(await gatewayFailure(send(line, proof, newIdempotencyKey()))).toEqual(STEP_UP_REQUIRED);
    }
    await unchanged(line, before);
  });

  it('with the proof it is made, once: the spent proof is refused for another request', async () => {
    const line = scenarioCustomer(scenario);
    const proof = await kit.stepUpProof(line, action);
    await send(line, proof, newIdempotencyKey());
    expect(sandbox.state.serviceRequests.onLine(line.accountNumber, type)).toHaveLength(1);
    expect(await gatewayFailure(send(line, proof, newIdempotencyKey()))).toEqual(STEP_UP_REQUIRED);
    expect(sandbox.state.serviceRequests.onLine(line.accountNumber, type)).toHaveLength(1);
  });
});

describe('what needs no proof', () => {
  it('a win-back claim changes nothing of the account’s: claimed without one', async () => {
    const line: { client: GatewayClient; accountNumber: string } = scenarioCustomer('termination-eligible');
    const [offer] = (await winBackAggregation(line.client, { accountNumber: line.accountNumber })).filter(
      (candidate) => candidate.kind !== 'CHEAPER_PLAN',
    );
    if (!offer) throw new Error('no offer to claim');
    const reward = await claimWinBack(line.client, {
      accountNumber: line.accountNumber,
      offerId: offer.offerId,
      idempotencyKey: newIdempotencyKey(),
    });
    expect(reward.rewardId).toBeTruthy();
  });
});
