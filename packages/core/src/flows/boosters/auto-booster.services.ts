import type { ServiceGatewayDeps } from '../../machines/shared/service-gateway-deps.ts';
import { boosterOfferQuery } from './boosters.queries.ts';
import type { AutoBoosterConsent } from './boosters.rules.ts';
import type { BoostersLine } from './boosters.types.ts';
import type { AutoBooster } from './gateway/booster-offer.ts';
import { updateAutoBooster } from './gateway/update-auto-booster.ts';

// Apart from the booster's machine and payment: the line page's one-tap off loads this alone.

/** What the automatic booster's switch needs of a QueryClient. */
interface AutoBoosterDeps {
  gateway: ServiceGatewayDeps['gateway'];
  queryClient: ServiceGatewayDeps['queryClient'];
}

/**
 * The automatic booster switched: on with the consent the customer read (the gateway refuses one
 * that names another amount or card), off with nothing. The offer is read again either way.
 */
export async function saveAutoBooster(
  { gateway, queryClient }: AutoBoosterDeps,
  line: Pick<BoostersLine, 'orderRef' | 'accountNumber'>,
  change: { on: false } | { on: true; consent: AutoBoosterConsent },
): Promise<AutoBooster | null> {
  const automatic = await updateAutoBooster(
    gateway,
    change.on
      ? {
          accountNumber: line.accountNumber,
          on: true,
          consent: {
            sku: change.consent.sku,
            amount: change.consent.amount,
            cardLast4: change.consent.cardLast4,
            maxPerPeriod: change.consent.maxPerPeriod,
          },
        }
      : { accountNumber: line.accountNumber, on: false },
  );
  await queryClient.invalidateQueries({ queryKey: boosterOfferQuery(gateway, line).queryKey });
  return automatic;
}
