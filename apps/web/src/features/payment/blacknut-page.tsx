import { loginRedirect, manageOrderPath, PAYMENT_ROUTES, PURCHASE_ROUTES } from '@senda/core/navigation';
import type { BlacknutActivation } from '@senda/core/orders';
import { blacknutActivationQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  Alert,
  ButtonLink,
  buttonClassName,
  Card,
  IconCheck,
  PageHeader,
  Skeleton,
  Spinner,
  Stack,
  VisuallyHidden,
} from '../../design-system';
import { QueryErrorAlert } from '../../shared/query-error-alert';
import { queryView } from '../../shared/query-view';
import { useServices } from '../../shared/services-context';
import styles from './payment-pages.module.css';

const BLACKNUT_URL = 'https://www.blacknut.com';

const FEATURES = [
  'blacknut.feature.catalogue',
  'blacknut.feature.devices',
  'blacknut.feature.controller',
  'blacknut.feature.data',
] as const;

/**
 * /blacknut: the cloud-gaming add-on and whether the customer has it. The order list carries no
 * lines, so the newest live orders are opened and core decides from their lines (active, on its
 * way, or none). Guests are asked to log in and come back here.
 */
export default function BlacknutPage() {
  const intl = useIntl();
  const { stores, gateway } = useServices();
  const loggedIn = Boolean(useAtomValue(stores.auth.accessToken, { store: stores.store }));
  const activation = queryView(useQuery({ ...blacknutActivationQuery(gateway), enabled: loggedIn }));

  return (
    <Stack gap={6}>
      <Card variant="raised" padding="lg">
        <div className={styles.hero}>
          <div className={styles.heroArt}>
            <svg
              aria-hidden="true"
              viewBox="0 0 64 40"
              width="96"
              height="60"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
            >
              <rect x="4" y="6" width="56" height="28" rx="14" />
              <path d="M18 14v12M12 20h12" strokeLinecap="round" />
              <circle cx="44" cy="16" r="2.5" fill="currentColor" />
              <circle cx="50" cy="23" r="2.5" fill="currentColor" />
            </svg>
          </div>
          <PageHeader
            eyebrow={intl.formatMessage({ id: 'blacknut.eyebrow' })}
            title={intl.formatMessage({ id: 'blacknut.title' })}
            subtitle={intl.formatMessage({ id: 'blacknut.subtitle' })}
          />
        </div>
      </Card>

      <section aria-labelledby="blacknut-status-title" aria-busy={activation.status === 'loading'}>
        <Stack gap={3}>
          <h2 id="blacknut-status-title" className={styles.sectionTitle}>
            <FormattedMessage id="blacknut.status.title" />
          </h2>
          {!loggedIn && (
            <Alert
              tone="info"
              title={intl.formatMessage({ id: 'blacknut.status.guest.title' })}
              action={
                <Link
                  className={buttonClassName({ size: 'sm' })}
                  to={loginRedirect({ pathname: PAYMENT_ROUTES.blacknut, search: '' })}
                >
                  <FormattedMessage id="layout.log_in" />
                </Link>
              }
            >
              <FormattedMessage id="blacknut.status.guest.body" />
            </Alert>
          )}
          {activation.status === 'loading' && (
            <>
              <Spinner size="sm" label={intl.formatMessage({ id: 'blacknut.status.checking' })} />
              <Skeleton height="6rem" />
            </>
          )}
          {activation.status === 'error' && (
            <QueryErrorAlert error={activation.error} onRetry={activation.retry} />
          )}
          {activation.data && <ActivationStatus activation={activation.data} />}
        </Stack>
      </section>

      <Card as="section" aria-labelledby="blacknut-features-title">
        <h2 id="blacknut-features-title" className={styles.sectionTitle}>
          <FormattedMessage id="blacknut.features.title" />
        </h2>
        <ul className={styles.features}>
          {FEATURES.map((id) => (
            <li key={id} className={styles.feature}>
              <IconCheck className={styles.featureIcon} />
              <span>
                <FormattedMessage id={id} />
              </span>
            </li>
          ))}
        </ul>
      </Card>

      <p className={styles.note}>
        <FormattedMessage id="blacknut.partner_note" />
      </p>
    </Stack>
  );
}

function ActivationStatus({ activation }: { activation: BlacknutActivation }) {
  const intl = useIntl();
  if (activation.kind === 'active') {
    return (
      <Alert
        tone="success"
        title={intl.formatMessage({ id: 'blacknut.status.active.title' })}
        action={
          <ButtonLink size="sm" href={BLACKNUT_URL} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage({ id: 'blacknut.open' })}
            <VisuallyHidden> {intl.formatMessage({ id: 'layout.opens_new_tab' })}</VisuallyHidden>
          </ButtonLink>
        }
      >
        <FormattedMessage id="blacknut.status.active.body" />
      </Alert>
    );
  }
  if (activation.kind === 'pending') {
    return (
      <Alert
        tone="info"
        title={intl.formatMessage({ id: 'blacknut.status.pending.title' })}
        action={
          <Link
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            to={manageOrderPath(activation.orderRef)}
          >
            <FormattedMessage id="orders.view" />
            <VisuallyHidden> {activation.orderRef}</VisuallyHidden>
          </Link>
        }
      >
        <FormattedMessage id="blacknut.status.pending.body" values={{ orderRef: activation.orderRef }} />
      </Alert>
    );
  }
  return (
    <Alert
      tone="info"
      title={intl.formatMessage({ id: 'blacknut.status.none.title' })}
      action={
        <Link
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          to={PURCHASE_ROUTES.preCheckout}
        >
          <FormattedMessage id="blacknut.see_plans" />
        </Link>
      }
    >
      <FormattedMessage id="blacknut.status.none.body" />
    </Alert>
  );
}
