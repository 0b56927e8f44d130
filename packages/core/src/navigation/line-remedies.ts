import { FLOW_WINGS } from '../flow-declarations/flow-registry.ts';
import type { LineNotice, RemedyLineFacts } from '../flow-declarations/flow-wing.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import { managePath } from './order-paths.ts';

/** A notice's link: its text and the line's page of the flow that answers it. */
export interface RemedyLink {
  labelId: MessageId;
  path: string;
}

/**
 * The notice's link for this line: the page of the flow that answers it (the first, in the flows'
 * order, whose flow.ts lists it in `lineRemedies`) when that flow takes the line now; null
 * otherwise, or when no flow of this build answers it (the notice then links nowhere).
 */
export function lineRemedyLink(
  notice: LineNotice,
  line: RemedyLineFacts & { readonly orderRef: string },
  now: number,
): RemedyLink | null {
  const remedy = FLOW_WINGS.flatMap((wing) => wing.lineRemedies).find((each) => each.answers === notice);
  return remedy?.offered(line, now)
    ? { labelId: remedy.labelId, path: managePath(remedy.path, line.orderRef) }
    : null;
}
