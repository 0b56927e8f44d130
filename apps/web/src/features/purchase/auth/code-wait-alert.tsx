import { useIntl } from 'react-intl';
import { Alert } from '../../../design-system';
import type { CodeRequest } from './use-code-request';

/**
 * A code request refused with a wait (the gateway's Retry-After): the countdown to when a new
 * code may be asked for, then that it may now. The log-in and sign-up screens show it by their
 * own error.
 */
export function CodeWaitAlert({ wait }: { wait: CodeRequest['wait'] }) {
  const intl = useIntl();
  if (!wait) return null;
  return (
    <Alert tone={wait.kind === 'waiting' ? 'warning' : 'info'} live="polite">
      {intl.formatMessage(
        { id: wait.messageId },
        wait.kind === 'waiting' ? { countdown: wait.countdown } : undefined,
      )}
    </Alert>
  );
}
