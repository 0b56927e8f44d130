import {
  saveUsageAlert,
  type UsageAlert,
  usageAlertSwitches,
  usageAlertsQuery,
} from '@senda/core/flows/usage-alerts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Card, Checkbox, Spinner, Stack } from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import styles from '../profile.module.css';

/**
 * My account's e-mail alerts: a switch per alert, saved as it is switched (core's saveUsageAlert
 * moves it at once and puts it back if the save fails), with what happened said in a live region.
 */
export function UsageAlertsSettings({ email }: { email: string | undefined }) {
  const intl = useIntl();
  const { gateway, queryClient } = useServices();
  const alerts = queryView(useQuery(usageAlertsQuery(gateway)));
  const save = useMutation({
    mutationFn: ({ alert, on }: { alert: UsageAlert; on: boolean }) =>
      saveUsageAlert({ gateway, queryClient }, alert, on),
  });
  const switches = alerts.data ? usageAlertSwitches(alerts.data) : [];
  const changed = switches.find((entry) => entry.alert === save.variables?.alert);
  const changedName = changed ? intl.formatMessage({ id: changed.labelId }) : '';

  return (
    <section aria-labelledby="profile-alerts-title">
      <Stack gap={3}>
        <h2 id="profile-alerts-title" className={styles.sectionTitle}>
          <FormattedMessage id="profile.alerts.title" />
        </h2>
        <p className={styles.muted}>
          {email ? (
            <FormattedMessage id="profile.alerts.intro" values={{ email }} />
          ) : (
            <FormattedMessage id="profile.alerts.intro_no_email" />
          )}
        </p>
        {alerts.status === 'loading' && <LoadingBlock labelId="profile.alerts.loading" height="9rem" />}
        {alerts.status === 'error' && <QueryErrorAlert error={alerts.error} onRetry={alerts.retry} />}
        {switches.length > 0 && (
          <Card>
            <Stack gap={4}>
              {switches.map((entry) => (
                <Checkbox
                  key={entry.alert}
                  name={entry.alert}
                  checked={entry.on}
                  onChange={(event) => save.mutate({ alert: entry.alert, on: event.currentTarget.checked })}
                  label={intl.formatMessage({ id: entry.labelId })}
                  hint={intl.formatMessage({ id: entry.descriptionId })}
                />
              ))}
              <div aria-live="polite">
                {save.isPending && (
                  <Spinner size="sm" label={intl.formatMessage({ id: 'profile.alerts.saving' })} />
                )}
                {save.isSuccess && changed && (
                  <p className={styles.muted}>
                    <FormattedMessage
                      id={save.variables?.on ? 'profile.alerts.saved_on' : 'profile.alerts.saved_off'}
                      values={{ alert: changedName }}
                    />
                  </p>
                )}
                {save.isError && changed && (
                  <Alert tone="danger">
                    <FormattedMessage id="profile.alerts.save_failed" values={{ alert: changedName }} />
                  </Alert>
                )}
              </div>
            </Stack>
          </Card>
        )}
      </Stack>
    </section>
  );
}
