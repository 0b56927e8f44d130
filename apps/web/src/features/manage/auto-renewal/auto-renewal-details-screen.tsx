import {
  autoRenewalConfirmingOff,
  autoRenewalDetailsPath,
  autoRenewalDetailsView,
  autoRenewalDone,
  autoRenewalQuery,
} from '@senda/core/flows/auto-renewal';
import type { Line } from '@senda/core/gateway';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Alert, Badge, buttonClassName, Card, DetailList, FormActions, Stack } from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import { LinePageLoadFailed } from '../line-page-parts';
import { MexicoCityTime } from '../mexico-city-time';
import { AutoRenewalFailedNotice } from './auto-renewal-failed-notice';
import { TurnOffPanel } from './turn-off-panel';

/**
 * /manage/auto-renewal-details: whether the line renews by itself, on which card, the next date
 * and amount (Mexico City time), when the notice comes, a failed charge and how to pay another
 * way; then turning it on (its form) or off (a confirmation that says what happens on the date).
 */
export function AutoRenewalDetailsScreen({ line }: { line: Line }) {
  const intl = useIntl();
  const format = useFormatters();
  const location = useLocation();
  const { gateway } = useServices();
  const spec = queryView(useQuery(autoRenewalQuery(gateway, line)));
  const done = autoRenewalDone(location.search);
  if (spec.status === 'loading') return <LoadingBlock labelId="auto_renewal.loading" height="16rem" />;
  if (spec.status === 'error' || !spec.data) {
    return (
      <LinePageLoadFailed
        titleId="auto_renewal.load_failed"
        bodyId="common.load_failed"
        onRetry={spec.retry}
      />
    );
  }
  const details = autoRenewalDetailsView(spec.data, line.orderRef, Date.now(), line.pendingPayment ?? null);
  return (
    <Stack gap={5}>
      {done === 'on' && details.on && (
        <Alert tone="success" live="polite">
          {intl.formatMessage({ id: 'auto_renewal.done.on' })}
        </Alert>
      )}
      {details.failed && (
        <AutoRenewalFailedNotice
          failed={details.failed}
          renewNowPath={details.renewNowPath}
          pendingCash={details.pendingCash}
        />
      )}
      <Card as="section" aria-label={intl.formatMessage({ id: 'auto_renewal.details.title' })}>
        <Stack gap={4}>
          <DetailList
            items={[
              {
                key: 'status',
                label: intl.formatMessage({ id: 'auto_renewal.details.status' }),
                value: (
                  <Badge tone={details.on ? 'success' : 'neutral'}>
                    {intl.formatMessage({
                      id: details.on ? 'auto_renewal.details.on' : 'auto_renewal.details.off',
                    })}
                  </Badge>
                ),
              },
              {
                key: 'card',
                label: intl.formatMessage({ id: 'auto_renewal.details.card' }),
                value: details.card
                  ? intl.formatMessage({ id: 'auto_renewal.card.saved' }, { ...details.card })
                  : intl.formatMessage({ id: 'auto_renewal.details.no_card' }),
              },
              {
                key: 'amount',
                label: intl.formatMessage({ id: 'auto_renewal.terms.amount' }),
                value: intl.formatMessage(
                  { id: 'auto_renewal.details.amount_every' },
                  { amount: format.money(details.amount), days: details.frequencyDays },
                ),
              },
              {
                key: 'next',
                label: intl.formatMessage({ id: 'auto_renewal.terms.next' }),
                value: details.nextRenewalDate ? <MexicoCityTime at={details.nextRenewalDate} /> : '—',
              },
            ]}
          />
          {details.noticeDate ? (
            <p>
              {intl.formatMessage(
                {
                  id: details.noticeSent ? 'auto_renewal.details.notice_sent' : 'auto_renewal.details.notice',
                },
                { date: format.date(details.noticeDate), days: details.noticeDays },
              )}
            </p>
          ) : (
            // On with a charge failed: the notice above says what happens next instead.
            !details.on && <p>{intl.formatMessage({ id: 'auto_renewal.details.off_explained' })}</p>
          )}
        </Stack>
      </Card>
      {details.refusalId && <Alert tone="info">{intl.formatMessage({ id: details.refusalId })}</Alert>}
      {done === 'off' && !details.on && (
        <Alert tone="success" live="polite">
          {intl.formatMessage({ id: 'auto_renewal.done.off' })}
        </Alert>
      )}
      {/* The question stays while it is asked, even once the details read again say "off". */}
      {autoRenewalConfirmingOff(location.search) ? (
        <TurnOffPanel line={line} />
      ) : (
        <FormActions>
          {details.turnOnPath && (
            <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to={details.turnOnPath}>
              {intl.formatMessage({ id: 'auto_renewal.details.turn_on' })}
            </Link>
          )}
          {details.canTurnOff && (
            <Link
              className={buttonClassName({ variant: 'secondary', size: 'lg' })}
              to={autoRenewalDetailsPath(line.orderRef, { confirm: 'off' })}
            >
              {intl.formatMessage({ id: 'auto_renewal.details.turn_off' })}
            </Link>
          )}
        </FormActions>
      )}
    </Stack>
  );
}
