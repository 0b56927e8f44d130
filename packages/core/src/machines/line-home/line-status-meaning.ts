import type { Line } from '../../gateway/lines/index.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { hasNoNumber, LINE_STATE_MEANING_IDS, type LineState } from './line-home.rules.ts';

/**
 * The line status's sentence (what the state means for calls, data and the number), the line
 * page's largest paint: the one decision lineHomeView and the boot-time fill of the prerendered
 * line page (early-line-status.ts) both read, so the sentence painted before the scripts is the one
 * the page then renders.
 */

/**
 * Whether the line has a next renewal: not once its number is not its own (a failed transfer, a
 * number another operator took), it is closed, or the customer asked to cancel it.
 */
export function lineRenews(line: Line, status: Pick<LineState, 'kind'>): boolean {
  const cancelling = status.kind === 'closing' || status.kind === 'cancelled';
  return !hasNoNumber(line) && status.kind !== 'closed' && !cancelling;
}

/** The meanings said with both facts when two hold (below), beside each state's own. */
const ACTIVE_UNTIL_ESIM_MISSING: MessageId = 'line.state.esim_not_installed.active_until.meaning';
const GRACE_ESIM_MISSING: MessageId = 'line.status.grace.esim_not_installed.meaning';

export interface LineStatusMeaning {
  meaningId: MessageId;
  /** The date the meaning names (`{date}`: until when a paid line is active), or null. */
  meaningDate: string | null;
}

/**
 * What the state means, said with both facts when two hold: a paid Active line
 * whose eSIM is not installed is active until its renewal date and needs only the eSIM (never "you
 * can't call or use data" as if the line did not work); a line in Grace whose eSIM was never
 * installed does not receive calls either, so it is not told it still does.
 */
export function lineStatusMeaning(line: Line, status: LineState): LineStatusMeaning {
  const esimMissing = line.sim.type === 'esim' && line.sim.installationStatus === 'NOT_INSTALLED';
  if (
    status.kind === 'esim_not_installed' &&
    line.status === 'Active' &&
    lineRenews(line, status) &&
    line.renewalDate
  ) {
    return { meaningId: ACTIVE_UNTIL_ESIM_MISSING, meaningDate: line.renewalDate };
  }
  if (status.kind === 'grace' && esimMissing) return { meaningId: GRACE_ESIM_MISSING, meaningDate: null };
  return { meaningId: status.meaningId, meaningDate: null };
}

/**
 * Every meaning the line's status can say: each state's (lineState's) and the two above. The
 * prerendered line page carries these texts, in its language, for the boot-time fill.
 */
export const LINE_STATUS_MEANING_IDS: readonly MessageId[] = [
  ...new Set<MessageId>([...LINE_STATE_MEANING_IDS, ACTIVE_UNTIL_ESIM_MISSING, GRACE_ESIM_MISSING]),
];
