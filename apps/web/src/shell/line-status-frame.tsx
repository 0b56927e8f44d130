import { Alert } from '../design-system/alert/alert';
import styles from './line-status-frame.module.css';
import {
  LINE_STATUS_FRAME_ATTRIBUTE,
  LINE_STATUS_SENTENCE_ATTRIBUTE,
  LINE_STATUS_WRITTEN_ATTRIBUTE,
} from './line-status-frame-marks';

/** The sentence React renders, and hydrates, empty: what the fill wrote into it stays. */
const LEFT_TO_THE_FILL = { __html: '' };

/**
 * Where the line's status sentence, the line page's largest paint, shows while the page loads: a
 * placeholder as tall as what loads until the sentence is in. It sits in the status alert as the
 * line's own does (same alert, same width), so the line replacing it paints nothing larger.
 *
 * `sentence` when it is known; else, when `fillable` (the page's texts are in the language shown),
 * the early script writes it from the order's early read (core's early-line-status.ts), before the
 * app's scripts have arrived. The sentence's element is then rendered empty through
 * `dangerouslySetInnerHTML`, which React does not compare when it hydrates, so it adopts what was
 * written.
 */
export function LineStatusFrame({
  title,
  sentence,
  fillable,
}: {
  title: string;
  sentence?: string | undefined;
  fillable: boolean;
}) {
  const marks = {
    ...(fillable && sentence === undefined ? { [LINE_STATUS_FRAME_ATTRIBUTE]: '' } : {}),
    ...(sentence !== undefined ? { [LINE_STATUS_WRITTEN_ATTRIBUTE]: '' } : {}),
  };
  return (
    <div className={styles.frame} {...marks}>
      <Alert tone="info" title={title}>
        {sentence !== undefined ? (
          <p>{sentence}</p>
        ) : (
          <p
            {...{ [LINE_STATUS_SENTENCE_ATTRIBUTE]: '' }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: always empty: React then leaves the text the fill set (textContent, never HTML) when it hydrates.
            dangerouslySetInnerHTML={LEFT_TO_THE_FILL}
            suppressHydrationWarning
          />
        )}
      </Alert>
    </div>
  );
}
