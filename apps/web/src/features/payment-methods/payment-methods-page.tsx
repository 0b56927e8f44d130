import type { MessageId } from '@senda/core/i18n';
import { OTHER_ROUTES, PAYMENT_METHODS_ROUTES, PURCHASE_ROUTES } from '@senda/core/navigation';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import {
  Alert,
  Button,
  buttonClassName,
  Card,
  PageHeader,
  Skeleton,
  Spinner,
  Stack,
} from '../../design-system';
import shared from '../purchase/payment/payment.module.css';
import { CardList } from './card-list';
import { DefaultCardForm } from './default-card-form';
import { RenewalCardWarnings } from './renewal-card-warnings';
import { usePaymentMethods } from './use-payment-methods';

/** Each address of the page, with its heading (the route table gives the same to the document title). */
const TITLES: Readonly<Record<string, MessageId>> = {
  [PAYMENT_METHODS_ROUTES.saved]: 'payment_methods.saved.title',
  [PAYMENT_METHODS_ROUTES.choose]: 'payment_methods.choose.title',
  [PURCHASE_ROUTES.selectPaymentMethods]: 'select_payment_methods.title',
};

/**
 * The customer's cards, one page at the spec's /profile/saved-payment-methods, /profile/payment-method
 * and the purchase's /web/select-payment-methods (one implementation): every card, saved
 * or renewing a line (core's savedCardListing), the default chosen (never an expired card), a card
 * removed, and a card added without paying.
 */
export default function PaymentMethodsPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const view = usePaymentMethods();
  const header = (
    <PageHeader
      title={intl.formatMessage({ id: TITLES[pathname] ?? 'payment_methods.saved.title' })}
      subtitle={intl.formatMessage({
        // One card, the default already: nothing to choose, so the page does not ask to.
        id: view.nothingToChoose
          ? 'select_payment_methods.subtitle_one_card'
          : 'select_payment_methods.subtitle',
      })}
    />
  );

  if (view.phase === 'loading') {
    return (
      <Stack gap={6}>
        {header}
        <Stack gap={3} aria-busy="true">
          <Spinner size="sm" label={intl.formatMessage({ id: 'select_payment_methods.loading' })} />
          <Skeleton height="5rem" />
          <Skeleton height="5rem" />
        </Stack>
      </Stack>
    );
  }
  if (view.phase === 'loadFailed') {
    return (
      <Stack gap={6}>
        {header}
        <Alert tone="danger" title={intl.formatMessage({ id: 'common.load_failed' })}>
          <Button variant="secondary" onClick={view.retry}>
            {intl.formatMessage({ id: 'common.try_again' })}
          </Button>
        </Alert>
      </Stack>
    );
  }
  if (view.cards.length === 0) {
    return (
      <Stack gap={6}>
        {header}
        <Card variant="sunken" padding="lg">
          <Stack gap={3} align="start">
            <h2 className={shared.sectionTitle}>
              {intl.formatMessage({ id: 'select_payment_methods.empty.title' })}
            </h2>
            <p>{intl.formatMessage({ id: 'select_payment_methods.empty.body' })}</p>
            <Link className={buttonClassName({ variant: 'primary' })} to={PAYMENT_METHODS_ROUTES.add}>
              {intl.formatMessage({ id: 'payment_methods.add_cta' })}
            </Link>
            <Link to={OTHER_ROUTES.orderList}>
              {intl.formatMessage({ id: 'select_payment_methods.empty.cta' })}
            </Link>
          </Stack>
        </Card>
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      {header}
      <RenewalCardWarnings view={view} />
      <DefaultCardForm view={view} />
      <CardList view={view} />
    </Stack>
  );
}
