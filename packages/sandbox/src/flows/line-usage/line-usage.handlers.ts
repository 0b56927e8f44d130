import { lineUsageEndpoint } from '@senda/core/flows/line-usage';
import type { HttpHandler } from 'msw';
import { fail } from '../../domain/failures.ts';
import { gatewayRoute } from '../../handlers/gateway-route.ts';
import type { SandboxContext } from '../../handlers/sandbox-context.ts';
import { boosterUse } from '../boosters/boosters.ts';
import { countedAt, planDataMb, planUsedMb, voiceAllowance } from './line-usage.ts';

/** The line's use this period (line-usage.ts counts it as the clock moves). Another's account is 404. */
export function lineUsageHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  return [
    gatewayRoute(ctx, lineUsageEndpoint, ({ user, query }) => {
      const accountNumber = query.get('accountNumber');
      if (!accountNumber) fail('badRequest', { reason: 'ACCOUNT_NUMBER_REQUIRED' });
      // The snapshot settles renewals due by now, so a new period starts its count at 0.
      const { line } = state.lines.snapshot(state.lines.get(accountNumber, user.id));
      // An automatic booster due by now is bought first, so the count shows its data.
      state.boosters.settleAutomatic(line, state.store.now());
      const at = countedAt(state.store.now());
      // A booster bought since the last count is on the line at once: its purchase is counted.
      const boosters = boosterUse(
        line,
        Math.max(at, ...(line.boosters ?? []).map((booster) => booster.at)),
      ).allowances;
      return {
        accountNumber,
        data: [
          { source: 'PLAN', sku: line.plan.sku, totalMb: planDataMb(line), usedMb: planUsedMb(line, at) },
          ...boosters.map((booster) => ({
            source: 'BOOSTER' as const,
            sku: booster.sku,
            totalMb: booster.mb,
            usedMb: booster.usedMb,
          })),
        ],
        calls: voiceAllowance(line, 'MINUTES'),
        texts: voiceAllowance(line, 'SMS'),
        ...(line.periodEndsAt !== undefined ? { renewsAt: new Date(line.periodEndsAt).toISOString() } : {}),
        countedAt: new Date(at).toISOString(),
        automaticBooster: line.autoBooster !== undefined,
      };
    }),
  ];
}
