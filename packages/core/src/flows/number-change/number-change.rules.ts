import * as v from 'valibot';
import { OTP_LENGTH } from '../../config/constants.ts';
import { type NumberCategory, NumberCategorySchema } from '../../gateway/enums.ts';
import type { Line } from '../../gateway/lines/line.schema.ts';
import { PhoneNumberSchema } from '../../gateway/numbers/phone-number.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { JourneyData } from '../../journey/index.ts';
import { hasNoNumber } from '../../machines/line-home/line-home.rules.ts';
import type { RemedyAnswer } from '../../machines/line-home/status-remedy.ts';
import { FORM_STEP } from '../../machines/service-request-template/service-request.rules.ts';
import { isManagePage, managePath } from '../../navigation/order-paths.ts';
import { NUMBER_CHANGE_LINE_ACTION } from './flow.ts';
import { type NumberChangeAction, type NumberChangeRefusal, OttCodeSchema } from './gateway/index.ts';
import type { NumberChangeEligibilityAnswer } from './gateway/number-change-eligibility.ts';
import type { NumberChangeSubmission } from './number-change.types.ts';
import { numberRecoveryWing } from './number-recovery-wing.ts';

/**
 * Why a line may not change, or recover, its number, in the customer's words, with what to do.
 * Each action says it in its own terms: "Recover a number" refused is never told when it may
 * change its number.
 */
const REFUSAL_MESSAGES: Readonly<
  Record<NumberChangeAction, Readonly<Record<NumberChangeRefusal, MessageId>>>
> = {
  CHANGE: {
    LINE_NOT_ACTIVE: 'number_change.refusal.line_not_active',
    LINE_CLOSED: 'number_change.refusal.line_closed',
    LINE_CLOSING: 'number_change.refusal.line_closing',
    PORT_IN_IN_PROGRESS: 'number_change.refusal.port_in_in_progress',
    REQUEST_PENDING: 'number_change.refusal.request_pending',
    CHANGED_RECENTLY: 'number_change.refusal.changed_recently',
    NO_RECOVERABLE_NUMBER: 'number_change.refusal.no_recoverable_number',
    OTHER: 'number_change.refusal.other',
  },
  RECOVERY: {
    LINE_NOT_ACTIVE: 'number_change.recovery.refusal.line_not_active',
    LINE_CLOSED: 'number_change.recovery.refusal.line_closed',
    LINE_CLOSING: 'number_change.recovery.refusal.line_closing',
    PORT_IN_IN_PROGRESS: 'number_change.recovery.refusal.port_in_in_progress',
    REQUEST_PENDING: 'number_change.refusal.request_pending',
    CHANGED_RECENTLY: 'number_change.refusal.changed_recently',
    NO_RECOVERABLE_NUMBER: 'number_change.refusal.no_recoverable_number',
    OTHER: 'number_change.recovery.refusal.other',
  },
};

/** What the line page knows of a line that decides what is true of it once closed. */
export type ClosedLineFacts = Pick<Line, 'portIn'> & Partial<Pick<Line, 'portedOut' | 'numberHeldUntil'>>;

/**
 * The refusal's sentence. The gateway answers LINE_CLOSED for every Inactive line, and what is
 * true of one depends on why it is out of service, which only the line says: one whose transfer
 * failed or whose number another operator took has no number for now (it may come back); one
 * closed after it lapsed has its number held for the customer, who may recover it (the line
 * page offers that beside this); any other is just closed. Without the line (the flow opened
 * directly), the sentence claims none of that.
 */
export function numberChangeRefusalMessageId(
  reason: NumberChangeRefusal,
  action: NumberChangeAction,
  line?: ClosedLineFacts,
): MessageId {
  if (reason === 'LINE_CLOSED' && line) {
    if (hasNoNumber(line)) return 'number_change.refusal.no_number';
    if (action === 'CHANGE' && line.numberHeldUntil !== undefined)
      return 'number_change.lapsed.refusal_closed';
  }
  return REFUSAL_MESSAGES[action][reason];
}

/** A refusal the request history resolves (the request already on its way is followed there). */
export const refusalOffersRequestHistory = (reason: NumberChangeRefusal | null): boolean =>
  reason === 'REQUEST_PENDING';

/**
 * The line page's "Change number" and "Recover a number": offered exactly when the gateway says
 * the line may, the reason otherwise; null while the answer is not in (nothing is promised).
 */
export type NumberChangeLineAction =
  | { kind: 'offer'; labelId: MessageId; path: string }
  | { kind: 'refused'; labelId: MessageId; reasonId: MessageId };

export function numberChangeLineAction(
  line: Pick<Line, 'orderRef'> & ClosedLineFacts,
  action: NumberChangeAction,
  eligibility: NumberChangeEligibilityAnswer | undefined,
): NumberChangeLineAction | null {
  // A recovery is offered by its wing's line action; without the wing, not at all.
  const declared = action === 'CHANGE' ? NUMBER_CHANGE_LINE_ACTION : numberRecoveryWing()?.lineAction;
  if (!eligibility || !declared) return null;
  const { labelId, path } = declared;
  if (!isManagePage(path)) return null;
  if (eligibility.eligible) return { kind: 'offer', labelId, path: managePath(path, line.orderRef) };
  return {
    kind: 'refused',
    labelId,
    reasonId: numberChangeRefusalMessageId(eligibility.reason, action, line),
  };
}

/**
 * What a lapsed line's "Recover your number by …" leads to: the recovery while it is offered; the
 * requests, where it is followed, once one was paid for (REQUEST_PENDING); nothing when it is
 * refused otherwise; undefined while the answer is not in.
 */
export function numberRecoveryRemedy(
  line: Pick<Line, 'orderRef'> & ClosedLineFacts,
  eligibility: NumberChangeEligibilityAnswer | undefined,
): RemedyAnswer | undefined {
  if (eligibility?.eligible === false && eligibility.reason === 'REQUEST_PENDING') return 'requested';
  const action = numberChangeLineAction(line, 'RECOVERY', eligibility);
  if (!action) return undefined;
  return action.kind === 'offer' ? { path: action.path } : null;
}

/** The number step's data (journeys/number-change.json "number"): the number held and its category. */
const NumberStepSchema = v.object({
  number: v.object({ number: PhoneNumberSchema, category: NumberCategorySchema }),
});
const CodeSchema = v.object({ code: OttCodeSchema });
const RecoveryFormSchema = v.object({ [FORM_STEP]: v.object({ number: PhoneNumberSchema }) });

export class NumberChangeChoiceMissingError extends Error {
  override readonly name = 'NumberChangeChoiceMissingError';
}

/** The one-time code typed on the review step, checked (6 digits), or null while it is not. */
export function typedCode(data: JourneyData, reviewStep: string): string | null {
  const parsed = v.safeParse(CodeSchema, data[reviewStep]);
  return parsed.success ? parsed.output.code : null;
}

/** A number change to send, read from what the journey collected (a boundary: it may come from storage). */
export function numberChangeSubmission(accountNumber: string, data: JourneyData): NumberChangeSubmission {
  const chosen = v.safeParse(NumberStepSchema, data);
  const otpCode = typedCode(data, 'details');
  if (!chosen.success) throw new NumberChangeChoiceMissingError('number change: no number was chosen');
  if (!otpCode) throw new NumberChangeChoiceMissingError('number change: no code was typed');
  const { number, category } = chosen.output.number;
  return { accountNumber, action: 'CHANGE', number, category, otpCode };
}

/** A number recovery to send: the previous number chosen on the form and the code typed there. */
export function numberRecoverySubmission(accountNumber: string, data: JourneyData): NumberChangeSubmission {
  const chosen = v.safeParse(RecoveryFormSchema, data);
  const otpCode = typedCode(data, FORM_STEP);
  if (!chosen.success) throw new NumberChangeChoiceMissingError('number recovery: no number was chosen');
  if (!otpCode) throw new NumberChangeChoiceMissingError('number recovery: no code was typed');
  return { accountNumber, action: 'RECOVERY', number: chosen.output[FORM_STEP].number, otpCode };
}

/** The code as the six boxes show it ('' for an empty box: a hole stays where it is). */
export function codeBoxes(code: string): string[] {
  return Array.from({ length: OTP_LENGTH }, (_, index) => {
    const digit = code[index] ?? '';
    return /^\d$/.test(digit) ? digit : '';
  });
}

/** The six boxes as the code kept in the flow: a space for each empty box, so holes stay. */
export const codeOfBoxes = (boxes: readonly string[]): string =>
  codeBoxes(boxes.map((box) => (/^\d$/.test(box) ? box : ' ')).join(''))
    .map((box) => box || ' ')
    .join('');

/** Why the review may not be sent yet: no complete 6-digit code typed. */
export const reviewCodeProblem = (code: string): MessageId | null =>
  v.safeParse(OttCodeSchema, code).success ? null : 'number_change.code.required';

/** What each the spec's number category is called on the review. */
const CATEGORY_LABELS: Readonly<Record<NumberCategory, MessageId>> = {
  FREE_NUMBER: 'number_change.category.free',
  PREMIUM_NUMBER: 'number_change.category.premium',
};
export const numberCategoryLabel = (category: NumberCategory): MessageId => CATEGORY_LABELS[category];

/**
 * The refusals after which the code sent can never work (422025 expired, 422026 too many wrong
 * tries, 422035 blocked, 400166 none sent): a new code is offered at once, not 60 s before expiry.
 */
const SPENT_CODE_MESSAGES: ReadonlySet<string> = new Set([
  'errors.code.422025',
  'errors.code.422026',
  'errors.code.422035',
  'errors.code.400166',
]);
export const codeIsSpent = (messageId: string | null): boolean =>
  messageId !== null && SPENT_CODE_MESSAGES.has(messageId);
