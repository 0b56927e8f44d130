import type { GatewayClient } from '../../gateway/gateway-client.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { lineRemedyLink, neededFacts, type RemedyLine } from '../../navigation/line-remedies.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { MANAGE_ROUTES } from '../../navigation/routes.ts';
import type { GatewayQueryDefinition } from '../../queries/query-definition.ts';
import { FLOW_STATUS_REMEDIES } from './flow-status-remedies.ts';
import type { RemedyQueryLine } from './flow-status-remedy.ts';
import type { LineStateKind } from './line-home.rules.ts';

export type { RemedyAnswer } from './flow-status-remedy.ts';

/**
 * The flow a line state's "what to do" sentence asks for: a missed renewal's "Pay your plan before
 * …" is the flow that answers a missed renewal (a wing's `lineRemedies`: renew now's), a closing
 * line's "withdraw the cancellation in your requests" the requests page, and a state a wing's
 * status-remedy.ts answers that wing's flow (`{ flow }`, its id: a taken number's "ask for your
 * number back", a lapsed line's "Recover your number by …"). The other states' sentences ask for no
 * flow ("Install the eSIM on your phone": the actions below the status offer that), so they lead
 * nowhere.
 */
export type StatusRemedy = 'renew' | 'withdrawCancellation' | { readonly flow: string };

const STATUS_REMEDIES: Readonly<Partial<Record<LineStateKind, StatusRemedy>>> = {
  grace: 'renew',
  suspend: 'renew',
  // "If you change your mind, withdraw the cancellation in your requests": the requests page,
  // whose open cancellation request offers the withdraw while the gateway allows it.
  closing: 'withdrawCancellation',
};

/** The wing whose status-remedy.ts answers this state (the first, by its folder's name), if any. */
const wingAnswering = (kind: LineStateKind) =>
  Object.entries(FLOW_STATUS_REMEDIES).find(([, remedy]) => remedy.answers === kind)?.[0];

export function statusRemedy(kind: LineStateKind): StatusRemedy | null {
  const flow = wingAnswering(kind);
  return STATUS_REMEDIES[kind] ?? (flow ? { flow } : null);
}

const wingRemedyOf = (remedy: StatusRemedy | null) =>
  remedy !== null && typeof remedy === 'object' ? FLOW_STATUS_REMEDIES[remedy.flow] : undefined;

/**
 * The gateway read the remedy's offer needs for this line: its wing's own, and only for a wing's
 * remedy (the state's); null for every other state, whose link needs no read.
 */
export function statusRemedyQuery(
  remedy: StatusRemedy | null,
  gateway: GatewayClient,
  line: RemedyQueryLine,
): GatewayQueryDefinition<unknown> | null {
  return wingRemedyOf(remedy)?.query(gateway, line) ?? null;
}

/** What the remedy's offer is read from: the line, the clock, and its read's answer (statusRemedyQuery). */
export interface StatusRemedyFacts {
  line: RemedyLine;
  now: number;
  /** The answer of the remedy's read; undefined while it is not in, or when it has none. */
  answer?: unknown;
}

/**
 * Where the status's sentence leads: its remedy's page, when that flow is offered to this line now
 * (the same rule as its entry among the line's actions). When the customer already asked for it
 * (a reverse port-out or a recovery on its way), the sentence says so instead (`sentenceId`) and
 * leads to the requests, where it is followed. Undefined otherwise: while the answer is not in, or
 * when the flow is refused for another reason (the sentence stays text; the actions say why not).
 */
export function statusRemedyLink(
  remedy: StatusRemedy | null,
  { line, now, answer }: StatusRemedyFacts,
): { path: string; sentenceId: MessageId | null } | undefined {
  // The line's requests: where a cancellation is withdrawn, and a request already sent followed.
  const requests = managePath(MANAGE_ROUTES.serviceRequest, line.orderRef);
  const offered = (path: string | undefined) => (path ? { path, sentenceId: null } : undefined);
  if (remedy === 'renew') return offered(lineRemedyLink('renewal_missed', line, now)?.path);
  if (remedy === 'withdrawCancellation') return offered(requests);
  const wing = wingRemedyOf(remedy);
  if (!wing) return undefined;
  const offer = wing.offered(neededFacts(wing.needs, line), answer);
  if (offer === 'requested') return { path: requests, sentenceId: wing.requestedId };
  return offered(offer?.path);
}
