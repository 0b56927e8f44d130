import type { Line } from '../../gateway/lines/line.schema.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { REVERSE_PORT_OUT_ROUTES } from '../../navigation/routes.ts';

/**
 * Another operator's port-out still under way on the line (by the page's clock): the line page
 * says where the number is going and when, and "No fui yo" leads to the reverse port-out, which
 * stops it. Null once it is past (the line then reads `portedOut`) or when there is none.
 */
export function portOutInProgress(
  line: Pick<Line, 'orderRef' | 'portOut'>,
  now: number,
): { recipient: string; completesAt: string; path: string } | null {
  const portOut = line.portOut;
  if (!portOut || Date.parse(portOut.completesAt) <= now) return null;
  return {
    recipient: portOut.recipient,
    completesAt: portOut.completesAt,
    path: managePath(REVERSE_PORT_OUT_ROUTES.request, line.orderRef),
  };
}
