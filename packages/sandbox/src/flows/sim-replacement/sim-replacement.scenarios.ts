import { fail } from '../../domain/failures.ts';
import { plausiblePng } from '../../domain/image-check.ts';
import type { LineRecord } from '../../domain/sandbox-data.schema.ts';
import type { SandboxState } from '../../domain/sandbox-state.ts';
import { defineScenarios } from '../../domain/scenario-recipe.ts';
import { SCENARIO_PICKUP } from '../../domain/scenarios.ts';

/** A damaged physical SIM replaced by another, the ID checked and the fee paid as the storefront would. */
function replaceSim(sandbox: SandboxState, line: LineRecord): void {
  const { auth, kyc, orders, stepUp } = sandbox;
  const user = auth.user(line.userId);
  if (!user) fail('notFound');
  // The selfie as the app sends it (the spec: cam_image.png, image/png): only its signature is read.
  const png = plausiblePng();
  const check = kyc.submit({
    userId: user.id,
    orderRef: line.orderRef,
    files: [{ field: 'selfieImage', name: 'cam_image.png', type: 'image/png', size: png.length, head: png }],
  });
  const request = sandbox.flow('sim-replacement').submit(
    user,
    line,
    {
      reason: 'DAMAGED',
      simType: 'physical_sim',
      kycIds: [check.id],
      delivery: { method: 'SELF_PICKUP', pickupLocationId: SCENARIO_PICKUP },
      idempotencyKey: `scenario-replacement-${line.accountNumber}`,
    },
    stepUp.grant(user.id, 'SIM_REPLACEMENT', line.accountNumber),
  );
  const order = orders.find(request.details?.orderRef ?? '');
  if (!order) throw new Error('scenario replacement: no fee order');
  sandbox.scenarios.pay(user.id, order, false);
}

/** sim-replacement's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts; its page named by the flow's id. */
export default defineScenarios({
  'sim-replacement-eligible': {
    description:
      'Physical SIM picked up and activated, line Active on Senda 200: it may have a replacement SIM (physical or eSIM)',
    simType: 'physical_sim',
    autoRenewal: true,
    collected: true,
    activated: true,
    pages: ['sim-replacement', 'manageOrder', 'pastServiceRequests'],
  },
  'sim-replacement-blocked': {
    description:
      'Physical SIM line with a replacement already paid and on its way: another is refused (REPLACEMENT_PENDING)',
    simType: 'physical_sim',
    autoRenewal: true,
    collected: true,
    activated: true,
    // A replacement the customer asked for and paid, made through the domain (blocks another).
    arrange: replaceSim,
    pages: ['sim-replacement', 'manageOrder', 'pastServiceRequests'],
  },
});
