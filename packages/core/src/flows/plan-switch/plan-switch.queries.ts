import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { customerQuery } from '../../queries/query-definition.ts';
import { planSwitchCancelEligibility } from './gateway/plan-switch-cancel-eligibility.ts';
import { planSwitchEligibility } from './gateway/plan-switch-eligibility.ts';
import { planSwitchPreview } from './gateway/plan-switch-preview.ts';

/** Whether a line may switch plans now (the line page's "Change plan"), read again when the line changes. */
export const planSwitchEligibilityQuery = (
  gateway: GatewayClient,
  line: { orderRef: string; simNumber: string },
) =>
  customerQuery(gateway, ['lines', line.orderRef, 'planSwitch', 'eligibility'], (client) =>
    planSwitchEligibility(client, { simNumber: line.simNumber }),
  );

/** Whether the line's pending switch may be cancelled (the request history's Cancel). */
export const planSwitchCancelEligibilityQuery = (
  gateway: GatewayClient,
  line: { orderRef: string; simNumber: string },
) =>
  customerQuery(gateway, ['lines', line.orderRef, 'planSwitch', 'cancelEligibility'], (client) =>
    planSwitchCancelEligibility(client, { simNumber: line.simNumber }),
  );

/** The order preview of a switch to one plan (price, allowances, when and what it costs). */
export const planSwitchPreviewQuery = (
  gateway: GatewayClient,
  line: { orderRef: string; simNumber: string },
  sku: string,
) =>
  customerQuery(gateway, ['lines', line.orderRef, 'planSwitch', 'preview', sku], (client) =>
    planSwitchPreview(client, { simNumber: line.simNumber, sku }),
  );
