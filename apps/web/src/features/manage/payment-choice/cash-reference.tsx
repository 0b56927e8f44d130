import type { CashPayment } from '@senda/core/gateway';
import type { MessageId } from '@senda/core/i18n';
import { useIntl } from 'react-intl';
import { Card, DetailList, Stack } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import { MexicoCityTime } from '../mexico-city-time';
import { Barcode } from './barcode';

/** Groups of four, as vouchers print long references and CLABEs (easier to read out and type). */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * An OXXO voucher (barcode and reference) or a SPEI transfer (CLABE, bank, beneficiary and the
 * reference as the concept): the amount, when it stops being payable, and that confirmation can
 * take until the next business day.
 */
export function CashReference({
  cash,
  confirmationId,
}: {
  cash: CashPayment;
  /** When the payment shows and what it does once confirmed (renew now's line, a paylink's order). */
  confirmationId?: MessageId;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const amount = format.money(cash.amount.amount);
  const oxxo = cash.method === 'OXXO';
  const items = [
    ...(cash.method === 'SPEI'
      ? [
          {
            key: 'clabe',
            label: intl.formatMessage({ id: 'payment_choice.spei.clabe' }),
            value: <strong data-testid="spei-clabe">{grouped(cash.clabe)}</strong>,
          },
          { key: 'bank', label: intl.formatMessage({ id: 'payment_choice.spei.bank' }), value: cash.bank },
          {
            key: 'beneficiary',
            label: intl.formatMessage({ id: 'payment_choice.spei.beneficiary' }),
            value: cash.beneficiary,
          },
        ]
      : []),
    {
      key: 'reference',
      label: intl.formatMessage({ id: 'payment_choice.reference' }),
      value: <strong data-testid="cash-reference">{grouped(cash.reference)}</strong>,
    },
    {
      key: 'amount',
      label: intl.formatMessage({ id: 'payment_choice.amount' }),
      value: <strong>{intl.formatMessage({ id: 'payment_choice.amount.value' }, { amount })}</strong>,
    },
    {
      key: 'expires',
      label: intl.formatMessage({ id: 'payment_choice.expires' }),
      value: <MexicoCityTime at={cash.expiresAt} />,
    },
  ];
  return (
    <Card as="section" aria-labelledby="cash-reference-title">
      <Stack gap={4}>
        <h2 id="cash-reference-title">
          {intl.formatMessage({ id: oxxo ? 'payment_choice.oxxo.title' : 'payment_choice.spei.title' })}
        </h2>
        <p>
          {intl.formatMessage(
            { id: oxxo ? 'payment_choice.oxxo.instructions' : 'payment_choice.spei.instructions' },
            { amount },
          )}
        </p>
        {oxxo && (
          <Barcode
            value={cash.reference}
            label={intl.formatMessage({ id: 'payment_choice.barcode_label' }, { reference: cash.reference })}
          />
        )}
        <DetailList items={items} />
        <p>
          {intl.formatMessage({
            id:
              confirmationId ??
              (oxxo ? 'payment_choice.oxxo.confirmation' : 'payment_choice.spei.confirmation'),
          })}
        </p>
      </Stack>
    </Card>
  );
}
