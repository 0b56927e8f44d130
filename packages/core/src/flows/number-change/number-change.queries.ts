import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { customerQuery } from '../../queries/query-definition.ts';
import type { NumberChangeAction } from './gateway/number-change.schema.ts';
import { numberChangeEligibility } from './gateway/number-change-eligibility.ts';

/**
 * Whether a line may change its number, or take a previous one back, now (the line page's
 * "Change number" and "Recover a number"), read again when the line changes.
 */
export const numberChangeEligibilityQuery = (
  gateway: GatewayClient,
  line: { orderRef: string; accountNumber: string },
  action: NumberChangeAction,
) =>
  customerQuery(gateway, ['lines', line.orderRef, 'numberChange', action, 'eligibility'], (client) =>
    numberChangeEligibility(client, { accountNumber: line.accountNumber, action }),
  );
