import {
  deleteCustomerPaymentMethod,
  type SavedPaymentMethod,
  setDefaultCustomerPaymentMethod,
} from '@senda/core/gateway';
import {
  cardBrandDisplayName,
  knownCardBrand,
  type SavedCard,
  savedCards,
} from '@senda/core/machines/payment';
import { OTHER_ROUTES } from '@senda/core/navigation';
import { loadErrorMessageId } from '@senda/core/orders';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  buttonClassName,
  Card,
  CardBrandIcon,
  FormActions,
  Modal,
  PageHeader,
  RadioGroup,
  Skeleton,
  Spinner,
  Stack,
} from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { useServices } from '../../../shared/services-context';
import styles from './payment.module.css';
import { useSavedCards } from './use-saved-cards';

/** What the page is sending: one change at a time, so a second tap cannot race the first. */
type Pending = { kind: 'default' | 'delete'; paymentMethodId: string } | null;

/**
 * /web/select-payment-methods (login required by the route table): the customer's saved cards as
 * the gateway keeps them, which one is suggested first, and removing one. Cards are saved when the
 * customer ticks "save this card" while paying. Every change answers the new list, which is shown
 * (useSavedCards keeps it, and its copy in the payment store).
 */
export default function SelectPaymentMethodsPage() {
  const intl = useIntl();
  const { gateway, stores } = useServices();
  const notify = useSetAtom(stores.notifications.add);
  const { customerId, query, list: methods, replace } = useSavedCards();
  const cards = savedCards(methods ?? []);
  const currentDefault = cards.find((card) => card.isDefault)?.id ?? '';
  const [picked, setPicked] = useState<string | null>(null);
  const choice = picked ?? currentDefault;
  const [pending, setPending] = useState<Pending>(null);
  const [confirming, setConfirming] = useState<SavedCard | null>(null);

  async function send(next: NonNullable<Pending>, call: () => Promise<SavedPaymentMethod[]>) {
    if (pending) return;
    setPending(next);
    try {
      replace(await call());
      setPicked(null);
      notify({
        message: {
          id: next.kind === 'default' ? 'select_payment_methods.saved' : 'select_payment_methods.removed',
        },
        type: 'success',
      });
    } catch (error) {
      // The customer's choice stays on screen, so trying again is one tap.
      notify({ message: { id: loadErrorMessageId(error) }, type: 'danger' });
    } finally {
      setPending(null);
    }
  }

  function saveDefault(event: FormEvent) {
    event.preventDefault();
    if (!customerId || !choice || choice === currentDefault) return;
    void send({ kind: 'default', paymentMethodId: choice }, () =>
      setDefaultCustomerPaymentMethod(gateway, { customerId, paymentMethodId: choice }),
    );
  }

  function remove(card: SavedCard) {
    setConfirming(null);
    if (!customerId) return;
    void send({ kind: 'delete', paymentMethodId: card.id }, () =>
      deleteCustomerPaymentMethod(gateway, { customerId, paymentMethodId: card.id }),
    );
  }

  const cardName = (card: SavedCard) =>
    intl.formatMessage(
      { id: 'payment.card_summary' },
      {
        brand: cardBrandDisplayName(card.brand) ?? intl.formatMessage({ id: 'payment.brand.unknown' }),
        last4: card.last4,
      },
    );
  const expires = (card: SavedCard) =>
    card.expiryMonth !== undefined && card.expiryYear !== undefined
      ? intl.formatMessage(
          { id: 'select_payment_methods.expires' },
          { month: String(card.expiryMonth).padStart(2, '0'), year: String(card.expiryYear) },
        )
      : undefined;

  const header = (
    <PageHeader
      title={intl.formatMessage({ id: 'select_payment_methods.title' })}
      subtitle={intl.formatMessage({ id: 'select_payment_methods.subtitle' })}
    />
  );

  if (methods === undefined && query.status === 'loading') {
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

  if (methods === undefined && query.status === 'error') {
    return (
      <Stack gap={6}>
        {header}
        <QueryErrorAlert error={query.error} onRetry={query.retry} />
      </Stack>
    );
  }

  if (cards.length === 0) {
    return (
      <Stack gap={6}>
        {header}
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
      </Stack>
    );
  }

  return (
    <Stack gap={6}>
      {header}
      <form onSubmit={saveDefault} noValidate>
        <Stack gap={5}>
          <RadioGroup
            legend={intl.formatMessage({ id: 'select_payment_methods.legend' })}
            variant="cards"
            value={choice}
            onChange={setPicked}
            options={cards.map((card) => {
              const expiry = expires(card);
              return {
                value: card.id,
                label: cardName(card),
                icon: <CardBrandIcon brand={knownCardBrand(card.brand) ?? 'unknown'} />,
                ...(expiry ? { description: expiry } : {}),
                ...(card.isDefault
                  ? {
                      aside: (
                        <Badge tone="brand">
                          {intl.formatMessage({ id: 'select_payment_methods.default_badge' })}
                        </Badge>
                      ),
                    }
                  : {}),
              };
            })}
          />
          <FormActions>
            <Button
              type="submit"
              size="lg"
              disabled={!choice || choice === currentDefault || pending?.kind === 'delete'}
              loading={pending?.kind === 'default'}
              loadingLabel={intl.formatMessage({ id: 'select_payment_methods.saving' })}
            >
              {intl.formatMessage({ id: 'select_payment_methods.save' })}
            </Button>
          </FormActions>
        </Stack>
      </form>

      <section aria-labelledby="saved-cards-remove">
        <Stack gap={3}>
          <h2 id="saved-cards-remove" className={styles.sectionTitle}>
            {intl.formatMessage({ id: 'select_payment_methods.remove.title' })}
          </h2>
          <ul className={styles.savedList}>
            {cards.map((card) => (
              <li key={card.id} className={styles.savedRow}>
                <span className={styles.cardLine}>
                  <CardBrandIcon brand={knownCardBrand(card.brand) ?? 'unknown'} />
                  {cardName(card)}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={intl.formatMessage(
                    { id: 'select_payment_methods.remove.named' },
                    { card: cardName(card) },
                  )}
                  disabled={pending !== null && pending.paymentMethodId !== card.id}
                  loading={pending?.kind === 'delete' && pending.paymentMethodId === card.id}
                  loadingLabel={intl.formatMessage({ id: 'select_payment_methods.removing' })}
                  onClick={() => setConfirming(card)}
                >
                  {intl.formatMessage({ id: 'select_payment_methods.remove.action' })}
                </Button>
              </li>
            ))}
          </ul>
        </Stack>
      </section>

      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        closeLabel={intl.formatMessage({ id: 'common.close' })}
        tone="warning"
        title={intl.formatMessage(
          { id: 'select_payment_methods.remove.confirm_title' },
          { card: confirming ? cardName(confirming) : '' },
        )}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {intl.formatMessage({ id: 'select_payment_methods.remove.keep' })}
            </Button>
            <Button variant="danger" onClick={() => confirming && remove(confirming)}>
              {intl.formatMessage({ id: 'select_payment_methods.remove.action' })}
            </Button>
          </>
        }
      >
        {intl.formatMessage({
          id: confirming?.isDefault
            ? 'select_payment_methods.remove.confirm_default'
            : 'select_payment_methods.remove.confirm_body',
        })}
      </Modal>
    </Stack>
  );
}
