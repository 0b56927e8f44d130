import { numberChangeEligibilityQuery, numberRecoveryRemedy } from '@senda/core/flows/number-change';
import type { Line } from '@senda/core/gateway';
import { type StatusRemedy, statusRemedyLink } from '@senda/core/machines/line-home';
import { reversePortOutEligibilityQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../shared/services-context';

/**
 * Where the line status's "what to do" sentence leads, and what it says once its flow was asked
 * for (core's statusRemedyLink), with the
 * gateway's answer its remedy needs. The reads are the line actions' own (same keys), so a line
 * page asks nothing more; each is made only for the state whose sentence needs it.
 */
export function useStatusRemedyLink(
  line: Line,
  remedy: StatusRemedy | null,
  now: number,
): ReturnType<typeof statusRemedyLink> {
  const { gateway } = useServices();
  const ref = { orderRef: line.orderRef, accountNumber: line.accountNumber };
  const reversePortOut = useQuery({
    ...reversePortOutEligibilityQuery(gateway, ref),
    enabled: remedy === 'reversePortOut',
  });
  const recovery = useQuery({
    ...numberChangeEligibilityQuery(gateway, ref, 'RECOVERY'),
    enabled: remedy === 'numberRecovery',
  });
  return statusRemedyLink(remedy, {
    line,
    now,
    reversePortOut: reversePortOut.data,
    recovery: numberRecoveryRemedy(line, recovery.data),
  });
}
