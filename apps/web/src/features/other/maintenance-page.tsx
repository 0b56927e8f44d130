import { leaveMaintenance } from '@senda/core/navigation';
import { maintenanceStatusQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Alert, Button } from '../../design-system';
import { QueryErrorAlert } from '../../shared/query-error-alert';
import { queryView } from '../../shared/query-view';
import { useServices } from '../../shared/services-context';
import { useFormatters } from '../../shared/use-formatters';
import { MaintenanceAutoCheckNote, MaintenanceMessage } from './maintenance-message';

/** How often the page asks again on its own, so a customer who waits is let back in. */
const RECHECK_INTERVAL_MS = 30_000;

/**
 * /maintenance?returnUrl=…: the status is asked on arrival, every 30 s and on "Try again"; once
 * maintenance is over, core's leaveMaintenance picks the way back (a safe returnUrl, else home)
 * and the app loads it in full, so the boot checks run again.
 */
export default function MaintenancePage() {
  const intl = useIntl();
  const location = useLocation();
  const format = useFormatters();
  const { gateway } = useServices();
  const [askedByUser, setAskedByUser] = useState(false);
  const status = queryView(useQuery(maintenanceStatusQuery(gateway)));
  const { retry } = status;
  const returnUrl = new URLSearchParams(location.search).get('returnUrl');

  useEffect(() => {
    const timer = window.setInterval(retry, RECHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [retry]);

  useEffect(() => {
    if (!status.data) return;
    const decision = leaveMaintenance({ enabled: status.data.enabled, returnUrl });
    if (decision.kind === 'full-navigate') window.location.assign(decision.to);
  }, [status.data, returnUrl]);

  const tryAgain = () => {
    setAskedByUser(true);
    retry();
  };
  const endsAt = status.data?.endsAt;

  return (
    <MaintenanceMessage>
      {endsAt && (
        <p>
          <FormattedMessage
            id="maintenance.ends_at"
            values={{ date: format.date(endsAt), time: format.time(endsAt) }}
          />
        </p>
      )}
      {status.status === 'error' && <QueryErrorAlert error={status.error} onRetry={tryAgain} />}
      {askedByUser && status.data?.enabled && (
        <Alert tone="info" live="polite">
          <FormattedMessage id="maintenance.still_on" />
        </Alert>
      )}
      <Button
        fullWidth
        onClick={tryAgain}
        loading={status.status === 'loading'}
        loadingLabel={intl.formatMessage({ id: 'maintenance.checking' })}
      >
        {intl.formatMessage({ id: 'maintenance.retry' })}
      </Button>
      <MaintenanceAutoCheckNote />
    </MaintenanceMessage>
  );
}
