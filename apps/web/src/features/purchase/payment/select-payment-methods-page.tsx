import {
  cardBrandDisplayName,
  knownCardBrand,
  OTHER_ROUTES,
  savedCards,
  withDefaultSavedMethod,
} from '@senda/core';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useServices } from '../../../app/services-context';
import {
  Badge,
  Button,
  buttonClassName,
  Card,
  CardBrandIcon,
  PageHeader,
  RadioGroup,
  Stack,
} from '../../../design-system';
import styles from './payment.module.css';

/**
 * /web/select-payment-methods (login required by the route table): the customer's saved cards,
 * and which one is the default. The list is the payment store's saved methods (brand and last
 * four only); the gateway contract has no saved-methods call yet, so it is what this device knows.
 */
export default function SelectPaymentMethodsPage() {
  const intl = useIntl();
  const { stores } = useServices();
  const store = useStore();
  const saved = useAtomValue(stores.payment.state).savedPaymentMethods;
  const notify = useSetAtom(stores.notifications.add);
  const cards = savedCards(saved);
  const [choice, setChoice] = useState<string>(() => cards.find((card) => card.isDefault)?.id ?? '');

  function save(event: FormEvent) {
    event.preventDefault();
    const card = cards.find((item) => item.id === choice);
    if (!card) return;
    store.set(stores.payment.state, (previous) => ({
      ...previous,
      savedPaymentMethods: withDefaultSavedMethod(previous.savedPaymentMethods, card.id),
      selectedPaymentMethod: {
        paymentMethod: 'SAVED_CARD',
        id: card.id,
        brand: card.brand,
        last4: card.last4,
      },
    }));
    notify({ message: { id: 'select_payment_methods.saved' }, type: 'success' });
  }

  const cardName = (brand: string, last4: string) =>
    intl.formatMessage(
      { id: 'payment.card_summary' },
      { brand: cardBrandDisplayName(brand) ?? intl.formatMessage({ id: 'payment.brand.unknown' }), last4 },
    );

  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage({ id: 'select_payment_methods.title' })}
        subtitle={intl.formatMessage({ id: 'select_payment_methods.subtitle' })}
      />
      {cards.length === 0 ? (
        <Card variant="sunken" padding="lg">
          <Stack gap={3} align="start">
            <h2 className={styles.sectionTitle}>
              {intl.formatMessage({ id: 'select_payment_methods.empty.title' })}
            </h2>
            <p>{intl.formatMessage({ id: 'select_payment_methods.empty.body' })}</p>
            <Link className={buttonClassName({ variant: 'secondary' })} to={OTHER_ROUTES.orderList}>
              {intl.formatMessage({ id: 'select_payment_methods.empty.cta' })}
            </Link>
          </Stack>
        </Card>
      ) : (
        <form onSubmit={save} noValidate>
          <Stack gap={5}>
            <RadioGroup
              legend={intl.formatMessage({ id: 'select_payment_methods.legend' })}
              variant="cards"
              value={choice}
              onChange={setChoice}
              options={cards.map((card) => ({
                value: card.id,
                label: cardName(card.brand, card.last4),
                icon: <CardBrandIcon brand={knownCardBrand(card.brand) ?? 'unknown'} />,
                ...(card.expiryMonth !== undefined && card.expiryYear !== undefined
                  ? {
                      description: intl.formatMessage(
                        { id: 'select_payment_methods.expires' },
                        { month: String(card.expiryMonth).padStart(2, '0'), year: String(card.expiryYear) },
                      ),
                    }
                  : {}),
                ...(card.isDefault
                  ? {
                      aside: (
                        <Badge tone="brand">
                          {intl.formatMessage({ id: 'select_payment_methods.default_badge' })}
                        </Badge>
                      ),
                    }
                  : {}),
              }))}
            />
            <div className={styles.buttons}>
              <Button type="submit" size="lg" disabled={!choice}>
                {intl.formatMessage({ id: 'select_payment_methods.save' })}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
