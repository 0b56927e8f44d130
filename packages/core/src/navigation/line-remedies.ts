import { FLOW_WINGS } from '../flow-declarations/flow-registry.ts';
import type { FlowLineRemedy, LineNotice, RemedyLineFacts } from '../flow-declarations/flow-wing.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import { managePath } from './order-paths.ts';

/**
 * The flow that answers a line's notice: the first, in the flows' order, whose flow.ts lists it in
 * `lineRemedies`; none when no flow of this build answers it (the notice then links nowhere).
 */
export const lineRemedy = (notice: LineNotice): FlowLineRemedy | undefined =>
  FLOW_WINGS.flatMap((wing) => wing.lineRemedies).find((remedy) => remedy.answers === notice);

/** A notice's link: its text and the line's page of the flow that answers it. */
export interface RemedyLink {
  labelId: MessageId;
  path: string;
}

/** The notice's link for this line: the remedy's page when its flow takes the line now, null otherwise. */
export function lineRemedyLink(
  notice: LineNotice,
  line: RemedyLineFacts & { readonly orderRef: string },
): RemedyLink | null {
  const remedy = lineRemedy(notice);
  if (!remedy?.offered(line)) return null;
  return { labelId: remedy.labelId, path: managePath(remedy.path, line.orderRef) };
}
