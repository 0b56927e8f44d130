import type { Line } from '../../gateway/lines/line.schema.ts';
import { lineRemedyLink } from '../../navigation/line-remedies.ts';

/**
 * Another operator's port-out still under way on the line (by the page's clock): the line page
 * says where the number is going and when, and "No fui yo" leads to the page of the flow that
 * answers the notice (a wing's `lineRemedies`), which stops it; no such flow in this build, no
 * link. Null once it is past (the line then reads `portedOut`) or when there is none.
 */
export function portOutInProgress(
  line: Pick<Line, 'orderRef' | 'portOut'>,
  now: number,
): { recipient: string; completesAt: string; path: string | null } | null {
  const portOut = line.portOut;
  if (!portOut || Date.parse(portOut.completesAt) <= now) return null;
  return {
    recipient: portOut.recipient,
    completesAt: portOut.completesAt,
    path: lineRemedyLink('port_out_under_way', line, now)?.path ?? null,
  };
}
