import type { Line } from '../../gateway/lines/line.schema.ts';
import type { ReversePortOutEligibility } from '../../gateway/reverse-port-out/reverse-port-out-eligibility.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { lineRemedyLink } from '../../navigation/line-remedies.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { MANAGE_ROUTES } from '../../navigation/routes.ts';
import type { LineStateKind } from './line-home.rules.ts';
import { reversePortOutPath } from './port-out.rules.ts';

/**
 * The flow a line state's "what to do" sentence asks for: a missed renewal's "Pay your plan before
 * …" is the flow that answers a missed renewal (a wing's `lineRemedies`: renew now's), a taken
 * number's "ask for your number back" the reverse port-out, a lapsed line's "Recover your number
 * by …" its recovery, a closing line's "withdraw the cancellation in
 * your requests" the requests page. The other states' sentences ask for no flow
 * ("Install the eSIM on your phone": the actions below the status offer that), so they lead nowhere.
 */
export type StatusRemedy = 'renew' | 'reversePortOut' | 'numberRecovery' | 'withdrawCancellation';

const STATUS_REMEDIES: Readonly<Partial<Record<LineStateKind, StatusRemedy>>> = {
  grace: 'renew',
  suspend: 'renew',
  ported_out: 'reversePortOut',
  closed_number_held: 'numberRecovery',
  // "If you change your mind, withdraw the cancellation in your requests": the requests page,
  // whose open termination offers the withdraw while the gateway allows it.
  closing: 'withdrawCancellation',
};

export const statusRemedy = (kind: LineStateKind): StatusRemedy | null => STATUS_REMEDIES[kind] ?? null;

/**
 * A flow's own answer for this line, read by its wing's rule from the gateway's answer: offered at
 * `path`, or already asked for ('requested'); null when refused for another reason, undefined while
 * the answer is not in.
 */
export type RemedyAnswer = { path: string } | 'requested' | null;

/** What the remedy's offer is read from: the line, the clock, and the gateway's answers it needs. */
export interface StatusRemedyFacts {
  line: Pick<Line, 'orderRef' | 'status' | 'renewalDate' | 'activationDate' | 'registry'> &
    Partial<Pick<Line, 'closesAt' | 'pendingPayment'>>;
  now: number;
  reversePortOut?: ReversePortOutEligibility | undefined;
  /** Number recovery's answer (its wing's numberRecoveryRemedy). */
  recovery?: RemedyAnswer | undefined;
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
  { line, now, reversePortOut, recovery }: StatusRemedyFacts,
): { path: string; sentenceId: MessageId | null } | undefined {
  // The line's requests: where a cancellation is withdrawn, and a request already sent followed.
  const requests = managePath(MANAGE_ROUTES.serviceRequest, line.orderRef);
  const offered = (path: string | undefined) => (path ? { path, sentenceId: null } : undefined);
  const requested = (sentenceId: MessageId) => ({ path: requests, sentenceId });
  if (remedy === 'renew') return offered(lineRemedyLink('renewal_missed', line, now)?.path);
  if (remedy === 'withdrawCancellation') return offered(requests);
  if (remedy === 'reversePortOut') {
    if (reversePortOut?.eligible === false && reversePortOut.reason === 'REQUEST_OPEN') {
      return requested('line_home.remedy.reverse_port_out_requested');
    }
    return offered(reversePortOutPath(line, reversePortOut) ?? undefined);
  }
  if (remedy === 'numberRecovery') {
    if (recovery === 'requested') return requested('line_home.remedy.recovery_requested');
    return offered(recovery?.path);
  }
  return undefined;
}
