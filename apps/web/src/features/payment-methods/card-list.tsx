import { knownCardBrand } from '@senda/core/machines/payment';
import type { ListedCard, PaymentMethodsView } from '@senda/core/machines/payment-methods';
import { PAYMENT_METHODS_ROUTES } from '@senda/core/navigation';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  buttonClassName,
  CardBrandIcon,
  Modal,
  PhoneNumber,
  Stack,
} from '../../design-system';
import shared from '../purchase/payment/payment.module.css';
import { useCardTexts } from './card-name';
import styles from './payment-methods.module.css';

/**
 * Every card of the customer, one row each: saved cards (Default, Expired) and the cards their
 * lines renew with (marked with the line; changed with the line's card update, not removed here).
 * Removing asks first.
 */
export function CardList({ view }: { view: PaymentMethodsView }) {
  const intl = useIntl();
  const { name, expiry } = useCardTexts();
  const [confirming, setConfirming] = useState<ListedCard | null>(null);
  const { pending } = view;

  return (
    <section aria-labelledby="payment-methods-cards">
      <Stack gap={3}>
        <h2 id="payment-methods-cards" className={shared.sectionTitle}>
          {intl.formatMessage({ id: 'payment_methods.cards.title' })}
        </h2>
        <ul className={shared.savedList}>
          {view.cards.map((card) => (
            <li key={card.key} className={styles.row} data-card={card.last4}>
              <div className={styles.cardText}>
                <span className={`${shared.cardLine} ${styles.wraps}`}>
                  <CardBrandIcon brand={knownCardBrand(card.brand) ?? 'unknown'} />
                  <strong>{name(card)}</strong>
                  {card.isDefault && (
                    <Badge tone="brand">
                      {intl.formatMessage({ id: 'select_payment_methods.default_badge' })}
                    </Badge>
                  )}
                  {card.expired && (
                    <Badge tone="danger">{intl.formatMessage({ id: 'payment_methods.expired_badge' })}</Badge>
                  )}
                </span>
                {expiry(card) && <span className={shared.muted}>{expiry(card)}</span>}
                {card.renews.map((line) => (
                  <span key={line.orderRef} className={styles.renews}>
                    {intl.formatMessage(
                      { id: 'payment_methods.renews_line' },
                      { msisdn: <PhoneNumber number={line.msisdn} /> },
                    )}{' '}
                    {line.replaceCardPath && (
                      <Link to={line.replaceCardPath}>
                        {intl.formatMessage(
                          { id: 'payment_methods.update_line_card' },
                          { msisdn: <PhoneNumber number={line.msisdn} /> },
                        )}
                      </Link>
                    )}
                  </span>
                ))}
                {!card.removable && (
                  <span className={shared.muted}>
                    {intl.formatMessage({ id: 'payment_methods.line_card_note' })}
                  </span>
                )}
              </div>
              {card.removable && card.paymentMethodId && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={intl.formatMessage(
                    { id: 'select_payment_methods.remove.named' },
                    { card: name(card) },
                  )}
                  disabled={pending !== null && pending.paymentMethodId !== card.paymentMethodId}
                  loading={pending?.kind === 'remove' && pending.paymentMethodId === card.paymentMethodId}
                  loadingLabel={intl.formatMessage({ id: 'select_payment_methods.removing' })}
                  onClick={() => setConfirming(card)}
                >
                  {intl.formatMessage({ id: 'select_payment_methods.remove.action' })}
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Link className={buttonClassName({ variant: 'secondary' })} to={PAYMENT_METHODS_ROUTES.add}>
          {intl.formatMessage({ id: 'payment_methods.add_cta' })}
        </Link>
      </Stack>
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        closeLabel={intl.formatMessage({ id: 'common.close' })}
        tone="warning"
        title={intl.formatMessage(
          { id: 'select_payment_methods.remove.confirm_title' },
          { card: confirming ? name(confirming) : '' },
        )}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {intl.formatMessage({ id: 'select_payment_methods.remove.keep' })}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (confirming?.paymentMethodId) view.remove(confirming.paymentMethodId);
                setConfirming(null);
              }}
            >
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
    </section>
  );
}
