import type { Line } from '@senda/core/gateway';
import { serviceRequestStatusLabel } from '@senda/core/machines/service-request-template';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, Button, buttonClassName, FormActions, PhoneNumber, Stack } from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { useFormatters } from '../../../shared/use-formatters';
import { useOfferText } from './offer-text';
import type { TerminationHandle } from './termination-parts';

/**
 * /manage/termination-request/success: how it ended. Requested: the request, its status, when
 * the line closes, and Withdraw while cancel eligibility allows (the template's CANCEL; only a
 * gateway still processing the request answers so). Closed (the sandbox closes at once): the number
 * released, the balance not refunded or the refund, and the confirmation e-mailed. Claimed: the offer now on the line (in the operator's app the
 * way out tells it through the spec's /winbackrewards). Withdrawn: the line stays.
 */
export function ResultScreen({
  line,
  flow,
  donePath,
}: {
  line: Pick<Line, 'msisdn'>;
  flow: TerminationHandle;
  /** Where "Done" leads: the line page, or the webview's /winbackrewards after a claim. */
  donePath: string;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const offerText = useOfferText();
  const { view, send } = flow;
  const number = <PhoneNumber number={line.msisdn} />;

  if (view.screen === 'withdrawing') return <LoadingBlock labelId="termination.withdrawing" height="10rem" />;
  return (
    <Stack gap={5}>
      {view.notice && view.screen !== 'submitted' && (
        <Alert tone="warning">{intl.formatMessage({ id: view.notice })}</Alert>
      )}
      {view.screen === 'submitted' && (
        <Alert tone="success" title={intl.formatMessage({ id: 'termination.submitted.title' })} live="polite">
          <Stack gap={2}>
            {view.reference && view.status && (
              <span>
                {intl.formatMessage(
                  { id: 'termination.submitted.request' },
                  {
                    id: view.reference,
                    status: intl.formatMessage({ id: serviceRequestStatusLabel(view.status).messageId }),
                  },
                )}
              </span>
            )}
            {view.closesAt && (
              <span>
                {intl.formatMessage(
                  { id: 'termination.submitted.closes' },
                  { date: format.date(view.closesAt), time: format.time(view.closesAt) },
                )}
              </span>
            )}
          </Stack>
        </Alert>
      )}
      {view.screen === 'closed' && (
        <Alert tone="success" title={intl.formatMessage({ id: 'termination.closed.title' })} live="polite">
          <Stack gap={2}>
            <span>
              {intl.formatMessage(
                // A refused transfer's number was never the line's: the line is named as Senda's.
                {
                  id: view.numberWithDonor
                    ? 'termination.closed.body_transfer_failed'
                    : 'termination.closed.body',
                },
                { number },
              )}
            </span>
            <span>
              {intl.formatMessage(
                {
                  id: view.numberWithDonor
                    ? 'termination.closed.number_with_donor'
                    : 'termination.closed.number',
                },
                { number },
              )}
            </span>
            {!view.refund && view.losses && (
              <span>
                {intl.formatMessage(
                  { id: 'termination.closed.balance' },
                  {
                    days: view.losses.remainingDays,
                    amount: format.money(view.losses.remainingBalance.amount),
                  },
                )}
              </span>
            )}
            {view.refund && (
              <span>
                {intl.formatMessage(
                  { id: 'termination.closed.refund' },
                  { amount: format.money(view.refund.amount.amount) },
                )}
                {view.refundDestination &&
                  ` ${intl.formatMessage({ id: view.refundDestination.id }, view.refundDestination.values)}`}
              </span>
            )}
            <span>{intl.formatMessage({ id: 'termination.closed.email' })}</span>
          </Stack>
        </Alert>
      )}
      {view.screen === 'claimed' && (
        <Alert tone="success" title={intl.formatMessage({ id: 'termination.claimed.title' })} live="polite">
          {intl.formatMessage(
            { id: 'termination.claimed.body' },
            { offer: view.acceptedOffer ? offerText(view.acceptedOffer).title : '' },
          )}
        </Alert>
      )}
      {view.screen === 'withdrawn' && view.endedMessageId && (
        <Alert tone="info" live="polite">
          {intl.formatMessage({ id: view.endedMessageId })}
        </Alert>
      )}
      {view.screen === 'failed' && view.messageId && (
        <Alert tone="danger" live="assertive">
          {intl.formatMessage({ id: view.messageId })}
        </Alert>
      )}
      <FormActions>
        {view.sends.has('CANCEL') && (
          <Button size="lg" variant="secondary" onClick={() => send('CANCEL')}>
            {intl.formatMessage({ id: 'termination.withdraw' })}
          </Button>
        )}
        {view.sends.has('RETRY') && (
          <Button size="lg" onClick={() => send('RETRY')}>
            {intl.formatMessage({ id: 'common.try_again' })}
          </Button>
        )}
        <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to={donePath}>
          {intl.formatMessage({
            id: view.screen === 'claimed' ? 'termination.claimed.done' : 'termination.back_to_line',
          })}
        </Link>
      </FormActions>
    </Stack>
  );
}
