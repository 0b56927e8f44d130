import type { Paylink } from '@senda/core/gateway';
import { OTHER_ROUTES } from '@senda/core/navigation';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  Button,
  buttonClassName,
  Card,
  DetailList,
  IconCard,
  IconCheckCircle,
  IconWarning,
  Price,
  Stack,
  StatusPage,
} from '../../design-system';
import { useFormatters } from '../../shared/use-formatters';
import styles from './payment-pages.module.css';

/** What the link is for: the amount, the order, whose account (masked), until when. */
export function PaylinkSummary({ paylink, children }: { paylink: Paylink; children?: ReactNode }) {
  const intl = useIntl();
  const format = useFormatters();
  const amount = format.money(paylink.amount.amount);
  return (
    <Card padding="lg">
      <Stack gap={5}>
        <Price label={intl.formatMessage({ id: 'paylink.amount' })} amount={amount} size="lg" tone="brand" />
        <DetailList
          items={[
            ...(paylink.description
              ? [{ key: 'for', label: intl.formatMessage({ id: 'paylink.for' }), value: paylink.description }]
              : []),
            {
              key: 'order',
              label: intl.formatMessage({ id: 'paylink.order' }),
              value: <span data-testid="paylink-order">{paylink.orderRef}</span>,
            },
            ...(paylink.customerEmail
              ? [
                  {
                    key: 'customer',
                    label: intl.formatMessage({ id: 'paylink.customer' }),
                    value: paylink.customerEmail,
                  },
                ]
              : []),
            {
              key: 'expires',
              label: intl.formatMessage({ id: 'paylink.expires' }),
              value: intl.formatMessage(
                { id: 'paylink.expires_value' },
                { date: format.date(paylink.expiresAt), time: format.time(paylink.expiresAt) },
              ),
            },
          ]}
        />
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The link can be paid: its summary and the Pay button (the ways to pay come next; the page's
 * subtitle names them).
 */
export function PayablePaylink({ paylink, onPay }: { paylink: Paylink; onPay: () => void }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <PaylinkSummary paylink={paylink}>
      <Button size="lg" fullWidth iconStart={<IconCard />} onClick={onPay}>
        {intl.formatMessage({ id: 'paylink.pay' }, { amount: format.money(paylink.amount.amount) })}
      </Button>
      <p className={styles.note}>
        <FormattedMessage id="paylink.secure" />
      </p>
    </PaylinkSummary>
  );
}

/**
 * A link that cannot be paid, each with its own page: already paid, cancelled, unknown, or not
 * looked up for now (too many unknown links from this device or network: `minutes` to wait).
 */
export function PaylinkOutcomePage({
  outcome,
  paylink,
  minutes = 0,
}: {
  outcome: 'already-paid' | 'cancelled' | 'not-found' | 'too-many-tries' | 'invalid';
  paylink: Paylink | null;
  minutes?: number;
}) {
  const intl = useIntl();
  const paid = outcome === 'already-paid';
  const ids = {
    'already-paid': ['paylink.paid.title', 'paylink.paid.body'],
    cancelled: ['paylink.cancelled.title', 'paylink.cancelled.body'],
    'not-found': ['paylink.not_found.title', 'paylink.not_found'],
    'too-many-tries': ['paylink.too_many_tries.title', 'paylink.too_many_tries.body'],
    invalid: ['paylink.invalid.title', 'paylink.invalid.body'],
  } as const;
  const [titleId, bodyId] = ids[outcome];
  return (
    <StatusPage
      icon={paid ? <IconCheckCircle size="2rem" /> : <IconWarning size="2rem" />}
      tone={paid ? 'success' : 'warning'}
      title={intl.formatMessage({ id: titleId })}
      body={intl.formatMessage({ id: bodyId }, { orderRef: paylink?.orderRef ?? '', minutes })}
    >
      <Stack gap={3}>
        {paid && paylink && (
          <p data-testid="paylink-paid-order">
            <FormattedMessage id="paylink.paid.order" values={{ orderRef: paylink.orderRef }} />
          </p>
        )}
        <Link className={buttonClassName({ variant: 'secondary', fullWidth: true })} to={OTHER_ROUTES.root}>
          <FormattedMessage id="common.go_home" />
        </Link>
      </Stack>
    </StatusPage>
  );
}
