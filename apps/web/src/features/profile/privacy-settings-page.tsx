import {
  privacySettingsQuery,
  privacySettingsView,
  savePrivacySetting,
} from '@senda/core/machines/privacy-settings';
import { PROFILE_ROUTES } from '@senda/core/navigation';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  Alert,
  buttonClassName,
  Card,
  IconArrowLeft,
  PageHeader,
  RadioGroup,
  Spinner,
  Stack,
} from '../../design-system';
import { LoadingBlock } from '../../shared/loading-block';
import { QueryErrorAlert } from '../../shared/query-error-alert';
import { queryView } from '../../shared/query-view';
import { useServices } from '../../shared/services-context';
import styles from './profile.module.css';

type Choice = 'on' | 'off';

/**
 * /profile/privacy-settings (login required by the route table): the spec's analytics preference,
 * and what it covers in plain words. Reading and saving it (and this device following it, the spec
 * manualPrivacySetting) are core's; the page shows core's view of the read and the save.
 */
export default function PrivacySettingsPage() {
  const intl = useIntl();
  const { gateway, stores, queryClient } = useServices();
  const deps = { gateway, stores };
  const saved = queryView(useQuery(privacySettingsQuery(deps)));
  const save = useMutation({
    mutationFn: (enabled: boolean) =>
      savePrivacySetting({ ...deps, queryClient }, enabled, saved.data?.enabled ?? true),
  });
  const view = privacySettingsView({
    preferences: saved.data,
    loadFailed: saved.status === 'error',
    pending: save.isPending ? (save.variables ?? null) : null,
    saveResult: save.isSuccess ? 'saved' : save.isError ? 'failed' : null,
  });

  return (
    <Stack gap={6}>
      <PageHeader
        back={
          <Link className={buttonClassName({ variant: 'ghost', size: 'sm' })} to={PROFILE_ROUTES.profile}>
            <IconArrowLeft />
            <FormattedMessage id="privacy_settings.back" />
          </Link>
        }
        title={intl.formatMessage({ id: 'privacy_settings.title' })}
        subtitle={intl.formatMessage({ id: 'privacy_settings.subtitle' })}
      />

      <section aria-labelledby="privacy-collected-title">
        <Stack gap={3}>
          <h2 id="privacy-collected-title" className={styles.sectionTitle}>
            <FormattedMessage id="privacy_settings.collected.title" />
          </h2>
          <Stack as="ul" gap={3} className={styles.points}>
            {view.collected.map((item) => (
              <li key={item.whatId}>
                <p>
                  <FormattedMessage id={item.whatId} />
                </p>
                <p className={styles.muted}>
                  <FormattedMessage id={item.whyId} />
                </p>
              </li>
            ))}
          </Stack>
          <p>
            <FormattedMessage id="privacy_settings.not_collected" />
          </p>
          <p>
            <FormattedMessage id="privacy_settings.always_sent" />
          </p>
        </Stack>
      </section>

      <Card>
        <Stack gap={4}>
          {view.status === 'loading' && <LoadingBlock labelId="privacy_settings.loading" height="6rem" />}
          {view.status === 'loadFailed' && <QueryErrorAlert error={saved.error} onRetry={saved.retry} />}
          {view.status !== 'loading' && view.status !== 'loadFailed' && (
            <RadioGroup<Choice>
              legend={intl.formatMessage({ id: 'privacy_settings.analytics.label' })}
              hint={intl.formatMessage({ id: 'privacy_settings.analytics.effect' })}
              value={view.analyticsEnabled ? 'on' : 'off'}
              disabled={!view.canToggle}
              onChange={(choice) => save.mutate(choice === 'on')}
              options={[
                { value: 'on', label: intl.formatMessage({ id: 'privacy_settings.analytics.on' }) },
                { value: 'off', label: intl.formatMessage({ id: 'privacy_settings.analytics.off' }) },
              ]}
            />
          )}
          <div aria-live="polite">
            {view.status === 'saving' && (
              <Spinner size="sm" label={intl.formatMessage({ id: 'privacy_settings.saving' })} />
            )}
            {view.noticeId && view.noticeTone && (
              <Alert tone={view.noticeTone}>{intl.formatMessage({ id: view.noticeId })}</Alert>
            )}
          </div>
        </Stack>
      </Card>
    </Stack>
  );
}
