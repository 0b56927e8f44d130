import { FLOW_WINGS } from '../flow-declarations/flow-registry.ts';
import type { LineNotice } from '../flow-declarations/flow-wing.ts';
import type { Line } from '../gateway/lines/line.schema.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import { managePath } from './order-paths.ts';

/** A notice's link: its text and the line's page of the flow that answers it. */
export interface RemedyLink {
  labelId: MessageId;
  path: string;
}

/** The line as the line page holds it: the gateway's line, or the part of it a view was given. */
export type RemedyLine = Pick<Line, 'orderRef'> & Partial<Line>;

/**
 * The notice's link for this line: the page of the flow that answers it (the first, in the flows'
 * order, whose flow.ts lists it in `lineRemedies`) when that flow takes the line now; null
 * otherwise, or when no flow of this build answers it (the notice then links nowhere). The offer is
 * handed the facts its remedy `needs` and no other (a fact the line does not have stays absent).
 */
export function lineRemedyLink(notice: LineNotice, line: RemedyLine, now: number): RemedyLink | null {
  const remedy = FLOW_WINGS.flatMap((wing) => wing.lineRemedies).find((each) => each.answers === notice);
  if (!remedy) return null;
  return remedy.offered(neededFacts(remedy.needs, line), now)
    ? { labelId: remedy.labelId, path: managePath(remedy.path, line.orderRef) }
    : null;
}

/**
 * The facts of `line` that a wing's rule `needs`, and no other: a fact the line does not have stays
 * absent, so a rule that reads one it did not name finds nothing there.
 */
export const neededFacts = (needs: object, line: object): object =>
  Object.fromEntries(
    Object.keys(needs)
      .filter((fact) => fact in line)
      .map((fact) => [fact, (line as Record<string, unknown>)[fact]]),
  );
