import { earlyPaylinkSentence, isPaylinkDetailsRead } from '@senda/core/machines/paylink';
import { readPaylinkIdQuery } from '@senda/core/orders';
import { answerOf, type EarlyFrameReader } from '../../shell/early-frame-fill';

/**
 * Pay-by-link's early sentence: the ways to pay a payable link, else the title of the page the link
 * gets (paid, cancelled, expired, unknown, an address with no usable id), core's
 * (earlyPaylinkSentence) from the link's details index.html read at byte zero. Nothing when the
 * read failed otherwise or its answer is refused by the schema: the frame keeps its placeholder.
 */
export const earlyPaylink: EarlyFrameReader = async (scope, frame, readOf) => {
  const ref = readPaylinkIdQuery(scope.location.search);
  const read =
    ref.kind === 'valid' ? await answerOf(readOf((url) => isPaylinkDetailsRead(url, ref.value))) : null;
  const sentence = earlyPaylinkSentence(read, frame.texts, Date.now());
  return sentence === undefined ? undefined : { ref: ref.kind === 'valid' ? ref.value : '', sentence };
};
