import type { MessageId } from '@senda/core/i18n';
import { profileView } from '@senda/core/machines/profile';
import { customerLinesQuery, userDetailsQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  Badge,
  buttonClassName,
  Card,
  DetailList,
  IconChevron,
  PageHeader,
  PhoneNumber,
  Stack,
  VisuallyHidden,
} from '../../design-system';
import { LoadingBlock } from '../../shared/loading-block';
import { LogOutButton } from '../../shared/log-out-button';
import { QueryErrorAlert } from '../../shared/query-error-alert';
import { queryView } from '../../shared/query-view';
import { useServices } from '../../shared/services-context';
import { useFormatters } from '../../shared/use-formatters';
import styles from './profile.module.css';
import { UsageAlertsSettings } from './usage-alerts/usage-alerts-settings';

/**
 * /profile (login required by the route table): the customer's details (core's profileView, the
 * the spec's mapping), their lines, their settings and log out. The header's "My account" leads here.
 */
export default function ProfilePage() {
  const intl = useIntl();
  const format = useFormatters();
  const { gateway, stores } = useServices();
  const locale = useAtomValue(stores.locale.currentLocale, { store: stores.store });
  const user = queryView(useQuery(userDetailsQuery(gateway)));
  const lines = queryView(useQuery(customerLinesQuery(gateway)));
  const view = profileView({ user: user.data, lines: lines.data, locale });
  const notGiven = intl.formatMessage({ id: 'profile.details.not_given' });

  return (
    <div className={styles.columns}>
      <PageHeader
        title={intl.formatMessage({ id: 'profile.title' })}
        subtitle={intl.formatMessage({ id: 'profile.subtitle' })}
      />

      <section aria-labelledby="profile-details-title">
        <Stack gap={3}>
          <h2 id="profile-details-title" className={styles.sectionTitle}>
            <FormattedMessage id="profile.details.title" />
          </h2>
          {user.status === 'loading' && <LoadingBlock labelId="profile.details.loading" height="12rem" />}
          {user.status === 'error' && <QueryErrorAlert error={user.error} onRetry={user.retry} />}
          {user.data && (
            <Card>
              <Stack gap={3}>
                <DetailList
                  items={view.details.map((detail) => ({
                    key: detail.field,
                    label: intl.formatMessage({ id: detail.labelId }),
                    value:
                      detail.value === null ? (
                        notGiven
                      ) : detail.kind === 'date' ? (
                        format.date(detail.value)
                      ) : detail.kind === 'phone' ? (
                        <PhoneNumber number={detail.value} />
                      ) : (
                        detail.value
                      ),
                  }))}
                />
                <p className={styles.muted}>
                  <FormattedMessage id="profile.details.note" />
                </p>
              </Stack>
            </Card>
          )}
        </Stack>
      </section>

      <section aria-labelledby="profile-lines-title">
        <Stack gap={3}>
          <h2 id="profile-lines-title" className={styles.sectionTitle}>
            <FormattedMessage id="profile.lines.title" />
          </h2>
          {lines.status === 'loading' && <LoadingBlock labelId="profile.lines.loading" height="6rem" />}
          {lines.status === 'error' && <QueryErrorAlert error={lines.error} onRetry={lines.retry} />}
          {view.lines?.length === 0 && (
            <p>
              <FormattedMessage id="profile.lines.empty" />
            </p>
          )}
          {view.lines && view.lines.length > 0 && (
            <Stack as="ul" gap={3} className={styles.list}>
              {view.lines.map((line) => (
                <Card as="li" key={line.orderRef} aria-labelledby={`profile-line-${line.orderRef}`}>
                  <Stack gap={3}>
                    <div className={styles.rowTop}>
                      <Stack gap={1} className={styles.rowTitle}>
                        <p className={styles.muted}>
                          {line.planName} · <FormattedMessage id={line.simTypeId} />
                        </p>
                        <h3 id={`profile-line-${line.orderRef}`} className={styles.number}>
                          <PhoneNumber number={line.msisdn} />
                        </h3>
                      </Stack>
                      <Badge tone={line.status.tone}>
                        {intl.formatMessage({ id: line.status.messageId })}
                      </Badge>
                    </div>
                    <Link
                      className={buttonClassName({ variant: 'secondary', fullWidth: true })}
                      to={line.path}
                    >
                      <FormattedMessage id="profile.lines.open" />
                      <VisuallyHidden> {line.msisdn}</VisuallyHidden>
                      <IconChevron direction="right" />
                    </Link>
                  </Stack>
                </Card>
              ))}
            </Stack>
          )}
        </Stack>
      </section>

      <section aria-labelledby="profile-settings-title">
        <Stack gap={3}>
          <h2 id="profile-settings-title" className={styles.sectionTitle}>
            <FormattedMessage id="profile.settings.title" />
          </h2>
          <Stack as="ul" gap={3} className={styles.list}>
            <SettingLink
              to={view.links.email}
              nameId="profile.settings.email"
              description={<FormattedMessage id="profile.settings.email_description" />}
            />
            <SettingLink
              to={view.links.paymentMethods}
              nameId="profile.settings.payment_methods"
              description={<FormattedMessage id="profile.settings.payment_methods_description" />}
            />
            <SettingLink
              to={view.links.privacySettings}
              nameId="profile.settings.privacy"
              description={<FormattedMessage id="profile.settings.privacy_description" />}
            />
            <SettingLink
              to={view.links.language}
              nameId="profile.settings.language"
              description={
                <FormattedMessage
                  id="profile.settings.language_current"
                  values={{ language: intl.formatMessage({ id: view.languageId }) }}
                />
              }
            />
          </Stack>
        </Stack>
      </section>

      <UsageAlertsSettings email={user.data?.email ?? undefined} />

      <section aria-labelledby="profile-logout-title">
        <Stack gap={3} align="start">
          <h2 id="profile-logout-title" className={styles.sectionTitle}>
            <FormattedMessage id="profile.logout.title" />
          </h2>
          <p className={styles.muted}>
            <FormattedMessage id="profile.logout.body" />
          </p>
          <LogOutButton variant="secondary" size="md" />
        </Stack>
      </section>
    </div>
  );
}

/** One of My account's settings: its name and what it holds now, leading to its page. */
function SettingLink({ to, nameId, description }: { to: string; nameId: MessageId; description: ReactNode }) {
  return (
    <Card as="li">
      <Link className={styles.settingLink} to={to}>
        <Stack gap={1}>
          <span className={styles.settingName}>
            <FormattedMessage id={nameId} />
          </span>
          <span className={styles.muted}>{description}</span>
        </Stack>
        <IconChevron direction="right" />
      </Link>
    </Card>
  );
}
