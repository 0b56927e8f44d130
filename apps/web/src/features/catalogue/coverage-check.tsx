import { companyNetworkNameId } from '@senda/core/i18n';
import { checkCoveragePostalCode, coverageFailure, coverageView } from '@senda/core/purchase';
import { networkCoverageQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Badge, Button, FieldWithButton, IconChevron, Stack, TextField } from '../../design-system';
import { queryView } from '../../shared/query-view';
import { useServices } from '../../shared/services-context';
import { useCompany } from '../../shared/use-company';
import styles from './coverage-check.module.css';

/**
 * "¿Hay señal donde vives?" on plan selection: a postal code, then the operator's coverage there
 * (5G and 4G, each level with what it means) and the network it runs on (the deploy config's).
 * What a code and an answer mean is core's (purchase/network-coverage.ts). Loaded once the page
 * has settled, with its texts (coverage-check.lazy.tsx): the step's first load carries neither.
 * It opens the page, above the SIM type and the plans, as a one-line opener (the page
 * keeps its height: the screen reserves that line) that expands on a press; inside the step's
 * form, so Enter in its field checks the code and never submits the plan choice.
 */
export default function CoverageCheck() {
  const intl = useIntl();
  const { gateway } = useServices();
  const company = useCompany();
  const headingId = useId();
  const fieldId = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<ReturnType<typeof checkCoveragePostalCode> | null>(null);
  const [postalCode, setPostalCode] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const coverage = queryView(
    useQuery({ ...networkCoverageQuery(gateway, postalCode ?? ''), enabled: postalCode !== null }),
  );
  const view = coverage.data ? coverageView(coverage.data) : null;

  const check = () => {
    const checked = checkCoveragePostalCode(typed);
    setError(checked.ok ? null : checked);
    if (checked.ok) setPostalCode(checked.postalCode);
  };

  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 className={styles.title}>
        <button
          id={headingId}
          type="button"
          className={styles.opener}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          <span className={styles.openerText}>{intl.formatMessage({ id: 'coverage.title' })}</span>
          <IconChevron direction={open ? 'up' : 'down'} size="1.25rem" />
        </button>
      </h2>
      {open && (
        <Stack gap={3} id={panelId} className={styles.panel}>
          <p className={styles.muted}>
            {intl.formatMessage({ id: 'coverage.intro' })}
            {company && (
              <>
                {' '}
                {intl.formatMessage(
                  { id: 'coverage.network' },
                  { network: intl.formatMessage({ id: companyNetworkNameId(company.network) }) },
                )}
              </>
            )}
          </p>
          <FieldWithButton className={styles.field}>
            <TextField
              id={fieldId}
              label={intl.formatMessage({ id: 'coverage.postal_code' })}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={7}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                check();
              }}
              error={error && !error.ok ? intl.formatMessage({ id: error.messageId }) : undefined}
            />
            <Button
              variant="secondary"
              onClick={check}
              loading={coverage.status === 'loading'}
              loadingLabel={intl.formatMessage({ id: 'coverage.checking' })}
            >
              {intl.formatMessage({ id: 'coverage.check' })}
            </Button>
          </FieldWithButton>
          <div aria-live="polite">
            {coverage.status === 'error' && (
              <Alert
                tone="warning"
                action={
                  <Button variant="secondary" size="sm" onClick={coverage.retry}>
                    {intl.formatMessage({ id: 'common.try_again' })}
                  </Button>
                }
              >
                {intl.formatMessage({ id: coverageFailure(coverage.error) })}
              </Alert>
            )}
            {view && (
              <Stack gap={2}>
                <p className={styles.summary}>
                  {intl.formatMessage({ id: view.summaryId }, { postalCode: view.postalCode })}
                </p>
                <dl className={styles.rows}>
                  {view.rows.map((row) => (
                    <div key={row.technology} className={styles.row}>
                      <dt className={styles.technology}>{row.technology}</dt>
                      <dd className={styles.level}>
                        <Badge tone={row.tone}>{intl.formatMessage({ id: row.levelId })}</Badge>{' '}
                        <span>{intl.formatMessage({ id: row.meaningId })}</span>
                      </dd>
                    </div>
                  ))}
                </dl>
              </Stack>
            )}
          </div>
        </Stack>
      )}
    </section>
  );
}
