import { type FlowParts, wingParts } from '../flow-declarations/flow-parts.ts';
import type { LineNotice } from '../flow-declarations/flow-wing.ts';

/**
 * The page of the flow that answers a line's notice, without the flow's offer: for a page that
 * links to it on every line it lists (the payment methods page's cards that renew a line). Read
 * from the wings' parts as the build writes them in, so that page loads no wing's module; under
 * plain Node, from the registry. Undefined when no flow of this build answers the notice.
 */
export const lineRemedyPage = (notice: LineNotice): FlowParts['lineRemedies'][number] | undefined =>
  (typeof __SENDA_FLOW_PARTS_BUILT__ === 'boolean'
    ? __SENDA_FLOW_LINE_REMEDIES__
    : wingParts().lineRemedies
  ).find((remedy) => remedy.answers === notice);
