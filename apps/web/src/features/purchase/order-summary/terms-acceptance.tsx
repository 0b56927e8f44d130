import { canTickTerms, isScrolledToEnd, type TermsAcceptanceMode, type TermsState } from '@senda/core';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Checkbox, Stack } from '../../../design-system';
import styles from './order-summary.module.css';

const PARAGRAPHS = [
  'order_summary.terms.p1',
  'order_summary.terms.p2',
  'order_summary.terms.p3',
  'order_summary.terms.p4',
  'order_summary.terms.p5',
] as const;

export interface TermsAcceptanceProps {
  mode: TermsAcceptanceMode;
  state: TermsState;
  onChange: (state: TermsState) => void;
  /** The full document (consent settings' TERMS_OF_USE url), when known. */
  documentUrl: string | undefined;
  error: string | undefined;
}

/**
 * The terms, in the mode the journey and consent settings call for (§4): MANDATORY_SCROLL (the
 * tick unlocks once the box was read to its end), CHECKBOX (a tick), IMPLICIT (paying accepts).
 */
export function TermsAcceptance({ mode, state, onChange, documentUrl, error }: TermsAcceptanceProps) {
  const intl = useIntl();
  const box = useRef<HTMLElement>(null);

  // The latest state and callback, for the observer set up once per mode.
  const latest = useRef({ state, onChange });
  useEffect(() => {
    latest.current = { state, onChange };
  });

  // A box short enough not to scroll (a wide screen, or a phone turned sideways) has been read as
  // soon as it is shown. Measured when the browser has laid the box out (a ResizeObserver), not
  // during React's commit, where reading its size would force a layout of the whole page.
  useEffect(() => {
    const element = box.current;
    if (mode !== 'MANDATORY_SCROLL' || !element) return;
    const check = () => {
      const { state: current, onChange: report } = latest.current;
      if (!current.scrolledToEnd && isScrolledToEnd(element)) report({ ...current, scrolledToEnd: true });
    };
    if (typeof ResizeObserver === 'undefined') {
      check();
      return;
    }
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [mode]);

  const link = documentUrl ? (
    <a href={documentUrl} target="_blank" rel="noreferrer" className={styles.termsLink}>
      {intl.formatMessage({ id: 'order_summary.terms.full_link' })}
    </a>
  ) : null;

  if (mode === 'IMPLICIT') {
    return (
      <section aria-labelledby="order-summary-terms" className={styles.terms}>
        <h2 id="order-summary-terms" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'order_summary.terms.title' })}
        </h2>
        <p>{intl.formatMessage({ id: 'order_summary.terms.implicit' })}</p>
        {link}
      </section>
    );
  }

  const tickable = canTickTerms(mode, state);
  return (
    <section aria-labelledby="order-summary-terms" className={styles.terms}>
      <Stack gap={3}>
        <h2 id="order-summary-terms" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'order_summary.terms.title' })}
        </h2>
        {mode === 'MANDATORY_SCROLL' && (
          <section
            ref={box}
            className={styles.termsBox}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take focus so a keyboard can scroll it.
            tabIndex={0}
            aria-label={intl.formatMessage({ id: 'order_summary.terms.box_label' })}
            onScroll={(event) => {
              if (!state.scrolledToEnd && isScrolledToEnd(event.currentTarget)) {
                onChange({ ...state, scrolledToEnd: true });
              }
            }}
          >
            {PARAGRAPHS.map((id) => (
              <p key={id}>{intl.formatMessage({ id })}</p>
            ))}
          </section>
        )}
        {link}
        <Checkbox
          label={intl.formatMessage({ id: 'order_summary.terms.accept' })}
          checked={state.accepted && tickable}
          disabled={!tickable}
          onChange={(event) => onChange({ ...state, accepted: event.target.checked })}
          hint={tickable ? undefined : intl.formatMessage({ id: 'order_summary.terms.scroll_hint' })}
          error={error}
        />
      </Stack>
    </section>
  );
}
