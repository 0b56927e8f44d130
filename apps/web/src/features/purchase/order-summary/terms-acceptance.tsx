import type { TermsAcceptanceMode } from '@senda/core/gateway';
import { canTickTerms, type TermsState } from '@senda/core/purchase';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Checkbox, Modal, Stack } from '../../../design-system';
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
 * The terms, in the mode the journey and consent settings call for, asked once in the
 * purchase (sign-up asks only the privacy notice): MANDATORY_SCROLL, CHECKBOX (a tick), IMPLICIT
 * (paying accepts).
 *
 * MANDATORY_SCROLL opens the document full height (a sheet over the whole screen on a phone)
 * with its accept button after the last paragraph, so reading to the end is scrolling a page, not
 * a small box inside one; accepting there reads and ticks in one tap. The tick stays on the page
 * to take back or give again.
 */
export function TermsAcceptance({ mode, state, onChange, documentUrl, error }: TermsAcceptanceProps) {
  const intl = useIntl();
  const [reading, setReading] = useState(false);

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
  const title = intl.formatMessage({ id: 'order_summary.terms.title' });
  return (
    <section aria-labelledby="order-summary-terms" className={styles.terms}>
      <Stack gap={3}>
        <h2 id="order-summary-terms" className={styles.sectionTitle}>
          {title}
        </h2>
        {mode === 'MANDATORY_SCROLL' && (
          <div>
            <Button variant="secondary" onClick={() => setReading(true)}>
              {intl.formatMessage({ id: 'order_summary.terms.read' })}
            </Button>
          </div>
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
      {mode === 'MANDATORY_SCROLL' && (
        <Modal
          open={reading}
          title={title}
          onClose={() => setReading(false)}
          closeLabel={intl.formatMessage({ id: 'common.close' })}
          className={styles.termsSheet}
        >
          <div className={styles.termsDocument}>
            {PARAGRAPHS.map((id) => (
              <p key={id}>{intl.formatMessage({ id })}</p>
            ))}
            {link}
            <Button
              size="lg"
              fullWidth
              onClick={() => {
                onChange({ scrolledToEnd: true, accepted: true });
                setReading(false);
              }}
            >
              {intl.formatMessage({ id: 'order_summary.terms.accept_read' })}
            </Button>
          </div>
        </Modal>
      )}
    </section>
  );
}
