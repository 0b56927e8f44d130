import type { MessageId } from '@senda/core/i18n';
import { loadErrorMessageId } from '@senda/core/orders';
import { useIntl } from 'react-intl';
import { Alert, Button } from '../design-system';

/**
 * A failed page load: what went wrong (core picks the sentence from the error) and a retry.
 * `notFound` is the page's own sentence for a 404 on what it names (an order, a paylink).
 */
export function QueryErrorAlert({
  error,
  onRetry,
  notFound,
  className,
}: {
  error: unknown;
  onRetry: () => void;
  notFound?: MessageId;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <Alert
      tone="danger"
      live="polite"
      title={intl.formatMessage({ id: 'common.load_failed' })}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {intl.formatMessage({ id: 'common.try_again' })}
        </Button>
      }
      {...(className ? { className } : {})}
    >
      {intl.formatMessage({ id: loadErrorMessageId(error, notFound ? { notFound } : {}) })}
    </Alert>
  );
}
