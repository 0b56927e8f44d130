import type { PaymentMethodsView } from '@senda/core/machines/payment-methods';
import { useIntl } from 'react-intl';
import { Alert, PhoneNumber, Stack } from '../../design-system';
import { useFormatters } from '../../shared/use-formatters';

/**
 * A line whose next automatic renewal would charge an expired card: said above
 * the cards, with what to do (core's paymentMethodsView decides when and which sentence).
 */
export function RenewalCardWarnings({ view }: { view: PaymentMethodsView }) {
  const intl = useIntl();
  const format = useFormatters();
  if (view.renewalWarnings.length === 0) return null;
  return (
    <Stack gap={3}>
      {view.renewalWarnings.map((warning) => (
        <Alert
          key={warning.orderRef}
          tone="warning"
          title={intl.formatMessage({ id: 'payment_methods.renewal_card_expired.title' })}
        >
          <p>
            {intl.formatMessage(
              { id: warning.messageId },
              {
                msisdn: <PhoneNumber number={warning.msisdn} />,
                date: format.date(warning.renewalDate),
                brand: warning.brand,
                last4: warning.last4,
              },
            )}
          </p>
        </Alert>
      ))}
    </Stack>
  );
}
