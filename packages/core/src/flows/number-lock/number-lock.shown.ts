import type { Line } from '../../gateway/lines/line.schema.ts';

// Apart from the switch's rules: the line page's actions read only this, and the switch (loaded
// after the page) the rest, so the page asks for no chunk of the lock's own.
/**
 * Whether the line's page offers the lock: a line whose number is with Senda now (in service,
 * in grace or suspended). A closed line, one whose number left, and one not yet activated have no
 * number to protect (their transfer or SIM questions are answered by their own flows).
 */
export function numberLockShown(
  line: Pick<Line, 'status' | 'portedOut' | 'activationDate' | 'closesAt'>,
): boolean {
  return line.status !== 'Inactive' && !line.portedOut && line.activationDate !== null && !line.closesAt;
}
