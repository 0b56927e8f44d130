import { type Line, type StatusRemedy, statusRemedyPath } from '@senda/core';
import { numberChangeEligibilityQuery, reversePortOutEligibilityQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../shared/services-context';

/**
 * Where the line status's "what to do" sentence leads (core's statusRemedyPath), with the
 * gateway's answer its remedy needs. The reads are the line actions' own (same keys), so a line
 * page asks nothing more; each is made only for the state whose sentence needs it.
 */
export function useStatusRemedyPath(
  line: Line,
  remedy: StatusRemedy | null,
  now: number,
): string | undefined {
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
  return statusRemedyPath(remedy, {
    line,
    now,
    reversePortOut: reversePortOut.data,
    recovery: recovery.data,
  });
}
