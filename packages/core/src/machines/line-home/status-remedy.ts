import type { MessageId } from '../../i18n/messages/index.ts';
import { lineRemedyLink, neededFacts, type RemedyLine } from '../../navigation/line-remedies.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { MANAGE_ROUTES } from '../../navigation/routes.ts';
import { FLOW_STATUS_REMEDIES } from './flow-status-remedies.ts';
import type { FlowStatusRemedy } from './flow-status-remedy.ts';
import type { LineStateKind } from './line-home.rules.ts';

export type { RemedyAnswer } from './flow-status-remedy.ts';

/**
 * The flow a line state's "what to do" sentence asks for: a missed renewal's "Pay your plan before
 * …" is the flow that answers a missed renewal (a wing's `lineRemedies`: renew now's), a closing
 * line's "withdraw the cancellation in your requests" the requests page, and a state a wing's
 * `<state>.status-remedy.ts` answers that wing's flow (`{ flow }`, its id: a taken number's "ask for your
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

/**
 * The wing whose `<state>.status-remedy.ts` answers this state (the first, by its folder's name), if
 * any: read from the file's name, its module not loaded.
 */
const wingAnswering = (kind: LineStateKind) =>
  FLOW_STATUS_REMEDIES.find((found) => found.answers === kind)?.flow;

export function statusRemedy(kind: LineStateKind): StatusRemedy | null {
  const flow = wingAnswering(kind);
  return STATUS_REMEDIES[kind] ?? (flow ? { flow } : null);
}

/**
 * The module of the wing's remedy (its read and its rule) for a wing's remedy, loaded now: a chunk
 * of its own, asked for only for a line in the state it answers. Null for every other remedy, whose
 * link needs no read. The line page calls it as soon as it has drawn the line (its state known),
 * in the same commit as the line actions whose read it is (same key): the chunk and the read are
 * under way together, and the read, once the chunk is in, is the one already asked for.
 */
export function loadStatusRemedy(remedy: StatusRemedy | null): Promise<FlowStatusRemedy> | null {
  if (remedy === null || typeof remedy !== 'object') return null;
  return FLOW_STATUS_REMEDIES.find((found) => found.flow === remedy.flow)?.load() ?? null;
}

/** Where the status's sentence leads, and what it says instead when its flow was asked for already. */
export interface StatusRemedyLink {
  path: string;
  sentenceId: MessageId | null;
}

/** What the page's own remedies' offers are read from: the line and the clock. */
export interface StatusRemedyFacts {
  line: RemedyLine;
  now: number;
}

/** What a wing's remedy's offer is read from: the line, and its read's answer (undefined while not in). */
export interface WingRemedyFacts<TAnswer> {
  line: RemedyLine;
  answer: TAnswer | undefined;
}

// The line's requests: where a cancellation is withdrawn, and a request already sent followed.
const requestsOf = (line: RemedyLine) => managePath(MANAGE_ROUTES.serviceRequest, line.orderRef);
const offered = (path: string | undefined): StatusRemedyLink | undefined =>
  path ? { path, sentenceId: null } : undefined;

/**
 * Where the status's sentence leads when the page's own remedy answers it: Renew now while the
 * renewal is offered to this line now (the same rule as its entry among the line's actions), the
 * requests for a closing line. Undefined for a wing's remedy (its link is wingRemedyLink's, once its
 * module and its read's answer are in) and for a state whose sentence asks for no flow.
 */
export function statusRemedyLink(
  remedy: StatusRemedy | null,
  { line, now }: StatusRemedyFacts,
): StatusRemedyLink | undefined {
  if (remedy === 'renew') return offered(lineRemedyLink('renewal_missed', line, now)?.path);
  if (remedy === 'withdrawCancellation') return offered(requestsOf(line));
  return undefined;
}

/**
 * Where the status's sentence leads when a wing answers it: its flow's page, when the wing's offer
 * says the flow is offered to this line. When the customer already asked for it (a reverse port-out
 * or a recovery on its way), the sentence says so instead (`sentenceId`) and leads to the requests,
 * where it is followed. Undefined otherwise: while the answer is not in, or when the flow is refused
 * for another reason (the sentence stays text; the actions say why not). The answer must be the one
 * this remedy's read gives (TAnswer, not inferred from the answer).
 */
export function wingRemedyLink<TAnswer>(
  wing: FlowStatusRemedy<object, TAnswer>,
  { line, answer }: WingRemedyFacts<NoInfer<TAnswer>>,
): StatusRemedyLink | undefined {
  const offer = wing.offered(neededFacts(wing.needs, line), answer);
  if (offer === 'requested') return { path: requestsOf(line), sentenceId: wing.requestedId };
  return offered(offer?.path);
}
