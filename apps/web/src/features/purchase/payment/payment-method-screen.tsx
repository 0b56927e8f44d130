import {
  cardBrandDisplayName,
  defaultPaymentMethod,
  enabledPaymentMethods,
  knownCardBrand,
  paymentMethodChoices,
  savedCards,
} from '@senda/core';
import { useAtomValue, useStore } from 'jotai';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { QueryErrorAlert } from '../../../app/query-error-alert';
import { useServices } from '../../../app/services-context';
import { useGatewayQuery } from '../../../app/use-gateway-query';
import {
  Alert,
  Button,
  CardBrandIcon,
  IconCard,
  PageHeader,
  RadioGroup,
  Skeleton,
  Spinner,
  Stack,
} from '../../../design-system';
import { useJourneyStep } from '../../journey/use-journey-step';
import styles from './payment.module.css';

/**
 * /web/payment-method-selector: the methods the operator enables, the ones the app can take
 * first. The choice goes to the payment store; the card itself is entered on the next step.
 */
export default function PaymentMethodScreen() {
  const intl = useIntl();
  const { gateway, stores } = useServices();
  const store = useStore();
  const { next, back, data } = useJourneyStep();
  const payment = useAtomValue(stores.payment.state);
  const loggedIn = useAtomValue(stores.auth.state);
  const methods = useGatewayQuery(['enabledPaymentMethods'], () => enabledPaymentMethods(gateway));
  const choices = useMemo(() => paymentMethodChoices(methods.data ?? []), [methods.data]);
  const storedChoice =
    typeof data.paymentMethod === 'string'
      ? data.paymentMethod
      : (payment.selectedPaymentMethod?.paymentMethod as string | undefined);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const selected = picked ?? defaultPaymentMethod(choices, storedChoice);
  const [error, setError] = useState(false);
  // Saved cards belong to a logged-in customer; the default one is named so they know it is known.
  const defaultCard =
    loggedIn.accessToken && !loggedIn.isGuestUser
      ? savedCards(payment.savedPaymentMethods).find((card) => card.isDefault)
      : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const choice = choices.find((item) => item.paymentMethod === selected && item.available);
    if (!choice) {
      setError(true);
      return;
    }
    store.set(stores.payment.state, (previous) => ({
      ...previous,
      selectedPaymentMethod: { paymentMethod: choice.paymentMethod, label: choice.label },
      availablePaymentMethods: choices.map((item) => ({
        paymentMethod: item.paymentMethod,
        label: item.label,
        available: item.available,
      })),
    }));
    next({ data: { paymentMethod: choice.paymentMethod } });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <PageHeader
          title={intl.formatMessage({ id: 'pages.payment_method.title' })}
          subtitle={intl.formatMessage({ id: 'payment_method.subtitle' })}
        />
        {methods.status === 'loading' && (
          <Stack gap={3} aria-busy="true">
            <Spinner size="sm" label={intl.formatMessage({ id: 'payment_method.loading' })} />
            <Skeleton height="5rem" />
          </Stack>
        )}
        {methods.status === 'error' && <QueryErrorAlert error={methods.error} onRetry={methods.retry} />}
        {methods.status === 'success' && choices.length === 0 && (
          <Alert tone="warning">{intl.formatMessage({ id: 'payment_method.none' })}</Alert>
        )}
        {choices.length > 0 && (
          <RadioGroup
            legend={intl.formatMessage({ id: 'payment_method.legend' })}
            hideLegend
            variant="cards"
            value={selected ?? ''}
            onChange={(value) => {
              setPicked(value);
              setError(false);
            }}
            error={error ? intl.formatMessage({ id: 'payment_method.required' }) : undefined}
            options={choices.map((choice) => ({
              value: choice.paymentMethod,
              label: choice.label,
              icon: <IconCard />,
              disabled: !choice.available,
              description: choice.available
                ? choice.cardBrands.length > 0 && (
                    <span className={styles.brands}>
                      <span className={styles.brandsLabel}>
                        {intl.formatMessage({ id: 'payment_method.card_brands' })}
                      </span>
                      {choice.cardBrands.map((brand) => (
                        <CardBrandIcon
                          key={brand}
                          brand={knownCardBrand(brand) ?? 'unknown'}
                          title={cardBrandDisplayName(brand) ?? brand}
                        />
                      ))}
                    </span>
                  )
                : intl.formatMessage({ id: 'payment_method.unavailable' }),
            }))}
          />
        )}
        {defaultCard && selected === 'CARD' && (
          <Alert tone="info" title={intl.formatMessage({ id: 'payment_method.saved.title' })}>
            {intl.formatMessage(
              { id: 'payment_method.saved.note' },
              {
                card: intl.formatMessage(
                  { id: 'payment.card_summary' },
                  {
                    brand:
                      cardBrandDisplayName(defaultCard.brand) ??
                      intl.formatMessage({ id: 'payment.brand.unknown' }),
                    last4: defaultCard.last4,
                  },
                ),
              },
            )}
          </Alert>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" size="lg" onClick={() => back()}>
            {intl.formatMessage({ id: 'common.back' })}
          </Button>
          <Button type="submit" size="lg" disabled={methods.status !== 'success'}>
            {intl.formatMessage({ id: 'common.next' })}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
