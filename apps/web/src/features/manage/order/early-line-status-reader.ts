import { earlyLineStatusSentence, isGlobalConfigRead, isOrderRead } from '@senda/core/machines/line-home';
import { readOrderRefQuery } from '@senda/core/orders';
import { STORE_KEYS } from '@senda/core/stores';
import { type EarlyFrameReader, okBodyOf } from '../../../shell/early-frame-fill';

/** The global config a returning visitor has stored (the app's store envelope), else undefined. */
function storedConfig(storage: Storage): unknown {
  try {
    return JSON.parse(storage.getItem(STORE_KEYS.globalConfig) ?? 'null')?.state?.result;
  } catch {
    return undefined;
  }
}

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
  const stored = storedConfig(scope.localStorage);
  // Only a sentence that names a date waits for the config (its time zone).
  const config = stored === undefined ? okBodyOf(readOf(isGlobalConfigRead)) : Promise.resolve(stored);
  const answer = await okBodyOf(orderRead);
  const texts = { locale: frame.locale, texts: frame.texts };
  const sentence =
    earlyLineStatusSentence(answer, texts, null) ??
    earlyLineStatusSentence(answer, texts, (await config) ?? null);
  return sentence === undefined ? undefined : { ref: ref.value, sentence };
};
