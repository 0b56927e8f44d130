import type { ReactNode } from 'react';
import { Alert } from '../design-system/alert/alert';
import {
  EARLY_FRAME_ATTRIBUTE,
  EARLY_SENTENCE_ATTRIBUTE,
  EARLY_WRITTEN_ATTRIBUTE,
} from './early-frame-marks';
import styles from './early-sentence-frame.module.css';

/** The sentence React renders, and hydrates, empty: what the fill wrote into it stays. */
const LEFT_TO_THE_FILL = { __html: '' };

/**
 * Where a page opened from a link shows the sentence its link's answer decides (the line's status,
 * what a pay-by-link is), a placeholder of the same size until the sentence is in.
 *
 * `sentence` when it is known; else, when `fillable` (the page's texts are in the language shown),
 * the page's early script (early-frame-fill.ts) writes it from the link's early read, before the
 * app's scripts have arrived. The sentence's element is then rendered empty through
 * `dangerouslySetInnerHTML`, which React does not compare when it hydrates, so it adopts what was
 * written. `inline`: inside a paragraph (a page's subtitle), so spans. `className`
 * sizes it: as tall as what it stands for, written or not.
 */
export function EarlySentenceFrame({
  sentence,
  fillable,
  className,
  inline = false,
  wrap = (content) => content,
}: {
  sentence: string | undefined;
  fillable: boolean;
  className: string | undefined;
  inline?: boolean;
  wrap?: (sentence: ReactNode) => ReactNode;
}) {
  const marks = {
    ...(fillable && sentence === undefined ? { [EARLY_FRAME_ATTRIBUTE]: '' } : {}),
    ...(sentence !== undefined ? { [EARLY_WRITTEN_ATTRIBUTE]: '' } : {}),
  };
  const Outer = inline ? 'span' : 'div';
  const Sentence = inline ? 'span' : 'p';
  return (
    <Outer
      className={[styles.frame, inline && styles.inline, className].filter(Boolean).join(' ')}
      {...marks}
    >
      {wrap(
        sentence !== undefined ? (
          <Sentence>{sentence}</Sentence>
        ) : (
          <Sentence
            {...{ [EARLY_SENTENCE_ATTRIBUTE]: '' }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: always empty: React then leaves the text the fill set (textContent, never HTML) when it hydrates.
            dangerouslySetInnerHTML={LEFT_TO_THE_FILL}
            suppressHydrationWarning
          />
        ),
      )}
    </Outer>
  );
}

/**
 * A page's early sentence in an alert, as the page's own alert says it (same alert, same width), so
 * the page replacing it paints nothing larger: the line page's status (`info`, titled), as tall as
 * the line's status alert; a link's notice (`warning`: the reschedule link's failed delivery or
 * why the link cannot be used), as tall as the notice.
 */
export function EarlyAlertFrame({
  title,
  tone = 'info',
  sentence,
  fillable,
}: {
  title?: string | undefined;
  tone?: 'info' | 'warning' | undefined;
  sentence?: string | undefined;
  fillable: boolean;
}) {
  return (
    <EarlySentenceFrame
      sentence={sentence}
      fillable={fillable}
      className={tone === 'info' ? styles.lineStatus : styles.notice}
      wrap={(content) => (
        <Alert tone={tone} title={title}>
          {content}
        </Alert>
      )}
    />
  );
}

/** The line page's status while it loads, its largest paint: in the status alert as the line's own is. */
export function LineStatusFrame(props: { title: string; sentence?: string | undefined; fillable: boolean }) {
  return <EarlyAlertFrame {...props} tone="info" />;
}
