import { earlyLineStatusSentence, isOrderRead } from '@senda/core/machines/line-home';
import { readOrderRefQuery } from '@senda/core/orders';
import { type EarlyFrameReader, earlyGlobalConfig, okBodyOf } from '../../../shell/early-frame-fill';

/**
 * The line page's early sentence: the line's status, core's (earlyLineStatusSentence) from the
 * order index.html read at byte zero, in the texts the prerendered frame carries. Nothing when core
 * cannot say it (no early read, a pending order, an answer its schema refuses, a date before its
 * time zone is known).
 */
export const earlyLineStatus: EarlyFrameReader = async (scope, frame, readOf) => {
  const ref = readOrderRefQuery(scope.location.search);
  if (ref.kind !== 'valid') return undefined;
  const orderRead = readOf((url) => isOrderRead(url, ref.value));
  if (!orderRead) return undefined;
  // Only a sentence that names a date waits for the config (its time zone).
  const config = earlyGlobalConfig(scope, readOf);
  const answer = await okBodyOf(orderRead);
  const texts = { locale: frame.locale, texts: frame.texts };
  const sentence =
    earlyLineStatusSentence(answer, texts, null) ?? earlyLineStatusSentence(answer, texts, await config);
  return sentence === undefined ? undefined : { ref: ref.value, sentence };
};
