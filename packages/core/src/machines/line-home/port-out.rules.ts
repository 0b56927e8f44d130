import type { Line } from '../../gateway/lines/line.schema.ts';
import type { ReversePortOutEligibility } from '../../gateway/reverse-port-out/reverse-port-out-eligibility.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { REVERSE_PORT_OUT_ROUTES } from '../../navigation/routes.ts';

/**
 * The line page's part of another operator taking the number: its status sentence and its port-out
 * alert lead to the reverse port-out, whose wing (flows/reverse-port-out/) builds on these. Kept
 * below the wings because the line page reads them whatever flows there are.
 */

/** Where the line asks for its number back: only when the gateway says it may; null otherwise or while the answer is not in. */
export function reversePortOutPath(
  line: Pick<Line, 'orderRef'>,
  eligibility: ReversePortOutEligibility | undefined,
): string | null {
  return eligibility?.eligible ? managePath(REVERSE_PORT_OUT_ROUTES.request, line.orderRef) : null;
}

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
