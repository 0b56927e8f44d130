import type { AutoRenewalDetailsView } from '@senda/core/flows/auto-renewal';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, buttonClassName } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';

/**
 * A failed automatic renewal charge: why, whether and when it is tried again, and the other ways
 * to pay (renew now: another card, OXXO cash, a SPEI transfer), as the e-mail says too.
 */
export function AutoRenewalFailedNotice({
  failed,
  renewNowPath,
  pendingCash = null,
}: {
  failed: NonNullable<AutoRenewalDetailsView['failed']>;
  renewNowPath: string | null;
  /** A voucher already out pays the period: it is named instead of the other ways. */
  pendingCash?: AutoRenewalDetailsView['pendingCash'];
}) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Alert
      tone="warning"
      live="polite"
      title={intl.formatMessage({ id: 'auto_renewal.failed.title' }, { date: format.date(failed.dueAt) })}
      action={
        renewNowPath ? (
          <Link className={buttonClassName({ variant: 'primary' })} to={renewNowPath}>
            {intl.formatMessage({ id: 'auto_renewal.failed.pay_another_way' })}
          </Link>
        ) : undefined
      }
    >
      <p>{intl.formatMessage({ id: failed.reasonId })}</p>
      <p>
        {failed.nextAttemptAt
          ? intl.formatMessage(
              { id: 'auto_renewal.failed.next_attempt' },
              {
                date: format.date(failed.nextAttemptAt),
                time: format.time(failed.nextAttemptAt),
                attempt: failed.attempts + 1,
                of: failed.of,
              },
            )
          : intl.formatMessage({ id: 'auto_renewal.failed.no_more_attempts' })}
      </p>
      <p>
        {pendingCash
          ? intl.formatMessage(
              {
                id:
                  pendingCash.method === 'OXXO'
                    ? 'auto_renewal.failed.oxxo_pending'
                    : 'auto_renewal.failed.spei_pending',
              },
              {
                reference: pendingCash.reference,
                date: format.date(pendingCash.expiresAt),
                time: format.time(pendingCash.expiresAt),
              },
            )
          : intl.formatMessage({ id: 'auto_renewal.failed.other_ways' })}
      </p>
    </Alert>
  );
}
