import {
  earlyRescheduleSentence,
  isRescheduleValidation,
  readRescheduleCode,
} from '@senda/core/flows/reschedule-delivery';
import { earlyReadsWithToken } from '@senda/core/gateway';
import { answerOf, type EarlyFrameReader, earlyGlobalConfig } from '../../../shell/early-frame-fill';

/**
 * The reschedule link's early sentence: the failed delivery's notice for a usable link, else why the
 * link cannot be used, core's (earlyRescheduleSentence) from the link's validation index.html sent
 * at byte zero. The answer may carry the link's session: only core's decision reads it, and only
 * whether it is there. Nothing when core cannot say (no early read, a failure, the wrong-code
 * limit, a date before its time zone is known): the frame keeps its placeholder.
 */
export const earlyReschedule: EarlyFrameReader = async (scope, frame, readOf) => {
  const code = readRescheduleCode(scope.location.search);
  if (code === null) return undefined;
  const matches = (url: URL) => isRescheduleValidation(url, code);
  const validation = readOf(matches);
  if (!validation) return undefined;
  // Read before anything is awaited: the app's gateway client has taken no early read yet.
  const signedIn = [...earlyReadsWithToken(scope)].some((url) => matches(new URL(url, scope.location.href)));
  const config = earlyGlobalConfig(scope, readOf);
  const answer = await answerOf(validation);
  const read = answer && { ...answer, signedIn };
  const texts = { locale: frame.locale, texts: frame.texts };
  const sentence =
    earlyRescheduleSentence(read, texts, null) ?? earlyRescheduleSentence(read, texts, await config);
  return sentence === undefined ? undefined : { ref: code, sentence };
};
