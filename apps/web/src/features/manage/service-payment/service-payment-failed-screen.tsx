import type { MessageId } from '@senda/core/i18n';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, Button, buttonClassName, FormActions, Stack } from '../../../design-system';

/**
 * /manage/payment-failed: the service request's order was not paid. Nothing was charged; the
 * request waits. Try again pays the same order (never a new request); the line's page is the way out.
 */
export function ServicePaymentFailedScreen({
  messageId,
  canRetry,
  onRetry,
  linePath,
}: {
  messageId: MessageId | null;
  canRetry: boolean;
  onRetry: () => void;
  linePath: string;
}) {
  const intl = useIntl();
  return (
    <Stack gap={5}>
      <Alert
        tone="danger"
        live="assertive"
        title={intl.formatMessage({ id: 'service_payment.failed.title' })}
      >
        {intl.formatMessage({ id: messageId ?? 'service_payment.failed.body' })}
      </Alert>
      <FormActions>
        {canRetry && (
          <Button size="lg" onClick={onRetry}>
            {intl.formatMessage({ id: 'common.try_again' })}
          </Button>
        )}
        <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={linePath}>
          {intl.formatMessage({ id: 'service_payment.back_to_line' })}
        </Link>
      </FormActions>
    </Stack>
  );
}
