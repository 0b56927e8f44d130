import type { Line } from '@senda/core/gateway';
import {
  type FlowStatusRemedy,
  loadStatusRemedy,
  type StatusRemedy,
  type StatusRemedyLink,
  statusRemedyLink,
  wingRemedyLink,
} from '@senda/core/machines/line-home';
import { skipToken, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useServices } from '../../../shared/services-context';

/**
 * The module of the wing that answers the line's state (core's loadStatusRemedy), once it is in;
 * undefined before, and for a remedy of no wing. Asked for in the same commit as the line actions,
 * whose read of the same key is then under way: the chunk and the read load together.
 */
function useWingRemedy(remedy: StatusRemedy | null): FlowStatusRemedy | undefined {
  // The view makes a new remedy object each render: the flow's id is what changes the load.
  const flow = remedy !== null && typeof remedy === 'object' ? remedy.flow : null;
  const [loaded, setLoaded] = useState<{ flow: string; wing: FlowStatusRemedy }>();
  useEffect(() => {
    if (flow === null) return;
    let current = true;
    loadStatusRemedy({ flow })
      ?.then((wing) => {
        if (current) setLoaded({ flow, wing });
      })
      // A chunk that fails to load leaves the sentence as text: the actions below still offer the flow.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [flow]);
  return loaded?.flow === flow ? loaded.wing : undefined;
}

/**
 * Where the line status's "what to do" sentence leads, and what it says once its flow was asked
 * for: core's statusRemedyLink for the page's own remedies, and for a state a wing answers, the
 * wing's remedy (loaded only for a line in that state) with its read's answer (core's
 * wingRemedyLink). The reads are the line actions' own (same keys), so a line page asks nothing
 * more.
 */
export function useStatusRemedyLink(
  line: Line,
  remedy: StatusRemedy | null,
  now: number,
): StatusRemedyLink | undefined {
  const { gateway } = useServices();
  const wing = useWingRemedy(remedy);
  const ref = { orderRef: line.orderRef, accountNumber: line.accountNumber };
  // No wing's remedy (or not in yet) asks nothing (skipToken: the read is never made).
  const read: UseQueryOptions<unknown> = wing?.query(gateway, ref) ?? {
    queryKey: ['statusRemedy', 'none'],
    queryFn: skipToken,
  };
  const answer = useQuery(read);
  return wing ? wingRemedyLink(wing, { line, answer: answer.data }) : statusRemedyLink(remedy, { line, now });
}
