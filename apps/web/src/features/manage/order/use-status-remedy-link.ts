import type { Line } from '@senda/core/gateway';
import { type StatusRemedy, statusRemedyLink, statusRemedyQuery } from '@senda/core/machines/line-home';
import { skipToken, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../shared/services-context';

/**
 * Where the line status's "what to do" sentence leads, and what it says once its flow was asked
 * for (core's statusRemedyLink), with the gateway's answer its remedy needs: the read of the wing
 * that answers the line's state (core's statusRemedyQuery), made only for that state. The reads
 * are the line actions' own (same keys), so a line page asks nothing more.
 */
export function useStatusRemedyLink(
  line: Line,
  remedy: StatusRemedy | null,
  now: number,
): ReturnType<typeof statusRemedyLink> {
  const { gateway } = useServices();
  const ref = { orderRef: line.orderRef, accountNumber: line.accountNumber };
  const query = statusRemedyQuery(remedy, gateway, ref);
  // A state no wing's read answers asks nothing (skipToken: the read is never made).
  const read: UseQueryOptions<unknown> = query ?? { queryKey: ['statusRemedy', 'none'], queryFn: skipToken };
  const answer = useQuery(read);
  return statusRemedyLink(remedy, { line, now, answer: answer.data });
}
