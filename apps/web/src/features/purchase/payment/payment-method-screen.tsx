import {
  cardBrandDisplayName,
  defaultPaymentOption,
  knownCardBrand,
  type PaymentMethodChoice,
  payableSavedCards,
  paymentMethodChoices,
  SAVED_CARD_METHOD,
  type SavedCard,
  savedCardOption,
  savedCards,
} from '@senda/core/machines/payment';
import { enabledPaymentMethodsQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Badge,
  CardBrandIcon,
  IconCard,
  PageHeader,
  RadioGroup,
  type RadioOption,
  Skeleton,
  Spinner,
  Stack,
} from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { useFlags } from '../../../shared/use-flags';
import { useJourneyStep } from '../../journey/use-journey-step';
import { StepActions } from '../step-form/step-actions';
import styles from './payment.module.css';
import { useSavedCards } from './use-saved-cards';

/**
 * /web/payment-method-selector: the methods the operator enables, the ones the app can take
 * first, and above them a logged-in customer's saved cards that can pay now (core decides which,
 * and which is preselected: the default card, so a returning customer pays in one tap). The
 * choice goes to the payment store; a new card is entered on the next step, a saved one is
 * charged there.
 */
export default function PaymentMethodScreen() {
  const intl = useIntl();
  const { gateway, stores } = useServices();
  const store = useStore();
  const { next, back, data } = useJourneyStep();
  const payment = useAtomValue(stores.payment.state);
  const methods = queryView(useQuery(enabledPaymentMethodsQuery(gateway)));
  // Saved cards are a shortcut: when they cannot be read, a new card can still be typed.
  const saved = useSavedCards().query;
  const flags = useFlags();
  const choices = useMemo(() => paymentMethodChoices(methods.data ?? [], flags), [methods.data, flags]);
  const [now] = useState(() => Date.now());
  const payable = useMemo(
    () => payableSavedCards(savedCards(saved.data ?? []), choices, now),
    [saved.data, choices, now],
  );
  const storedChoice =
    payment.selectedPaymentMethod ??
    (typeof data.paymentMethod === 'string' ? { paymentMethod: data.paymentMethod } : null);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const selected = picked ?? defaultPaymentOption(choices, payable, storedChoice);
  const [error, setError] = useState(false);
  // The methods are enough to go on: a slow or failing saved-cards read (the gateway client
  // retries a query for several seconds) shows a placeholder above them instead of holding the
  // step; the default card is preselected when it arrives, unless the customer has picked.
  const ready = methods.status === 'success';

  function submit(event: FormEvent) {
    event.preventDefault();
    const card = payable.find((item) => savedCardOption(item.id) === selected);
    const choice = choices.find((item) => item.paymentMethod === selected && item.available);
    if (!card && !choice) {
      setError(true);
      return;
    }
    store.set(stores.payment.state, (previous) => ({
      ...previous,
      selectedPaymentMethod: card
        ? { paymentMethod: SAVED_CARD_METHOD, id: card.id, brand: card.brand, last4: card.last4 }
        : { paymentMethod: choice?.paymentMethod, label: choice?.label },
      availablePaymentMethods: choices.map((item) => ({
        paymentMethod: item.paymentMethod,
        label: item.label,
        available: item.available,
      })),
    }));
    next({ data: { paymentMethod: card ? SAVED_CARD_METHOD : choice?.paymentMethod } });
  }

  const cardName = (card: SavedCard) =>
    intl.formatMessage(
      { id: 'payment.card_summary' },
      {
        brand: cardBrandDisplayName(card.brand) ?? intl.formatMessage({ id: 'payment.brand.unknown' }),
        last4: card.last4,
      },
    );
  const savedOptions: RadioOption[] = payable.map((card) => ({
    value: savedCardOption(card.id),
    label: cardName(card),
    icon: <CardBrandIcon brand={knownCardBrand(card.brand) ?? 'unknown'} />,
    description:
      card.expiryMonth !== undefined && card.expiryYear !== undefined
        ? intl.formatMessage(
            { id: 'payment_method.saved_card.description' },
            { month: String(card.expiryMonth).padStart(2, '0'), year: String(card.expiryYear) },
          )
        : intl.formatMessage({ id: 'payment_method.saved_card.description_no_expiry' }),
    ...(card.isDefault
      ? {
          aside: (
            <Badge tone="brand">{intl.formatMessage({ id: 'select_payment_methods.default_badge' })}</Badge>
          ),
        }
      : {}),
  }));
  const methodOption = (choice: PaymentMethodChoice): RadioOption => ({
    value: choice.paymentMethod,
    // With saved cards above it, the card method reads as "another card".
    label:
      choice.paymentMethod === 'CARD' && payable.length > 0
        ? intl.formatMessage({ id: 'payment_method.new_card.label' })
        : choice.label,
    icon: <IconCard />,
    disabled: !choice.available,
    description: choice.available
      ? brandsOf(choice)
      : intl.formatMessage({ id: 'payment_method.unavailable' }),
  });
  function brandsOf(choice: PaymentMethodChoice): ReactNode {
    if (choice.cardBrands.length === 0) return undefined;
    return (
      <span className={styles.brands}>
        <span className={styles.brandsLabel}>{intl.formatMessage({ id: 'payment_method.card_brands' })}</span>
        {choice.cardBrands.map((brand) => (
          <CardBrandIcon
            key={brand}
            brand={knownCardBrand(brand) ?? 'unknown'}
            title={cardBrandDisplayName(brand) ?? brand}
          />
        ))}
      </span>
    );
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
        {ready && choices.length === 0 && (
          <Alert tone="warning">{intl.formatMessage({ id: 'payment_method.none' })}</Alert>
        )}
        {ready && choices.length > 0 && saved.status === 'loading' && (
          <Stack gap={2} aria-busy="true">
            <Spinner size="sm" label={intl.formatMessage({ id: 'payment_method.saved_cards_loading' })} />
            <Skeleton height="4.5rem" />
          </Stack>
        )}
        {ready && choices.length > 0 && (
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
            options={[...savedOptions, ...choices.map(methodOption)]}
          />
        )}
        <StepActions disabled={!ready} onBack={() => back()} />
      </Stack>
    </form>
  );
}
