import { useIntl } from 'react-intl';
import { Skeleton, Spinner, Stack } from '../../../design-system';
import { PaymentStatus } from './payment-phase-parts';

/** Reading the order or fetching a capture context: the card form's outline, busy. */
export function PaymentLoadingPhase({ statusMessageId }: { statusMessageId: string }) {
  const intl = useIntl();
  return (
    <Stack gap={4} aria-busy="true">
      <PaymentStatus messageId={statusMessageId} />
      <Skeleton height="11.5rem" />
      <Skeleton height="3rem" />
      <Spinner size="sm" label={intl.formatMessage({ id: 'payment.status.loading' })} />
    </Stack>
  );
}
