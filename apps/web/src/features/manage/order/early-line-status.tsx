import { earlyLineStatusTexts } from '@senda/core/machines/line-home';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../design-system';
import { EARLY_LINE_STATUS_ATTRIBUTE, EARLY_LINE_STATUS_SENTENCE_ATTRIBUTE } from './early-line-status-fill';
import styles from './manage-order-page.module.css';

/** The sentence React renders and hydrates empty: what the fill wrote into it stays. */
const WRITTEN_BY_THE_FILL = { __html: '' };

/**
 * Where the line's status sentence shows while the line page loads, as tall as the placeholder it
 * stands for: the page's largest paint, written here by early-line-status-fill.ts from the order's
 * early read before the app's start-up, with the texts this element carries in the page's
 * language. Until then it is a placeholder. The sentence sits in the status alert as the line's own
 * does (same alert, same width), so the page replacing it paints nothing larger. React adopts the
 * element without reading what was written into it (`dangerouslySetInnerHTML` is not compared when
 * hydrating).
 */
export function EarlyLineStatus() {
  const intl = useIntl();
  const carried = useMemo(
    () =>
      JSON.stringify(earlyLineStatusTexts(intl.locale, (id, values) => intl.formatMessage({ id }, values))),
    [intl],
  );
  return (
    <div className={styles.earlyStatus} {...{ [EARLY_LINE_STATUS_ATTRIBUTE]: carried }}>
      <Alert tone="info" title={intl.formatMessage({ id: 'line_home.status.title' })}>
        <p
          {...{ [EARLY_LINE_STATUS_SENTENCE_ATTRIBUTE]: '' }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: always empty: React then leaves the text the fill set (textContent, never HTML) when it hydrates.
          dangerouslySetInnerHTML={WRITTEN_BY_THE_FILL}
          suppressHydrationWarning
        />
      </Alert>
    </div>
  );
}
