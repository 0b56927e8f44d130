import type { Line } from '@senda/core/gateway';
import { isFailedTransfer } from '@senda/core/machines/line-home';
import { useIntl } from 'react-intl';
import { Alert, Card, DetailList, PhoneNumber, Stack } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import { ReviewActions } from '../review-actions';
import { useOfferText } from './offer-text';
import type { TerminationHandle } from './termination-parts';

/**
 * /manage/termination-request/submit: the last of the flow's screens, where the choice is sent
 * (SUBMIT). Declined offers: the line to cancel, the reason, that auto-renewal stops and the line
 * closes at once (LFPC art. 76 Bis): the number released and the balance not refunded, or the
 * refund of a SIM never activated; and, before the button, the way to keep the number (port it
 * out first: its NIP from 051). An accepted offer:
 * the offer the line keeps. A send that failed is sent again with the same key (RETRY).
 */
export function SubmitScreen({
  line,
  flow,
}: {
  line: Pick<Line, 'msisdn' | 'portIn'>;
  flow: TerminationHandle;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const offerText = useOfferText();
  const { view, send } = flow;
  const sending = view.screen === 'sending';
  const number = <PhoneNumber number={line.msisdn} />;
  // A line whose transfer failed never had this number: it is the other company's, not the line.
  const transferFailed = line.portIn !== undefined && isFailedTransfer(line.portIn.status);
  const offer = view.acceptedOffer;

  return (
    <Stack gap={5}>
      {view.messageId && view.screen === 'send-failed' && (
        <Alert
          tone="danger"
          live="assertive"
          title={intl.formatMessage({ id: 'termination.submit.not_sent' })}
        >
          {intl.formatMessage({ id: view.messageId })}
        </Alert>
      )}
      <Card as="section" aria-label={intl.formatMessage({ id: 'termination.submit.title' })}>
        {offer ? (
          <Stack gap={3}>
            <p>{intl.formatMessage({ id: 'termination.submit.claim_intro' }, { number })}</p>
            <p>
              <strong>{offerText(offer).title}</strong>
            </p>
            <p>{offerText(offer).body}</p>
          </Stack>
        ) : (
          <Stack gap={3}>
            <p>
              {intl.formatMessage(
                {
                  id: transferFailed
                    ? 'termination.submit.cancel_intro_transfer_failed'
                    : 'termination.submit.cancel_intro',
                },
                { number },
              )}
            </p>
            {view.reasonLabel && (
              <DetailList
                items={[
                  {
                    key: 'reason',
                    label: intl.formatMessage({ id: 'termination.submit.reason' }),
                    value: view.reasonLabel,
                  },
                ]}
              />
            )}
            <p>{intl.formatMessage({ id: 'termination.submit.auto_renewal' })}</p>
            <p>
              {view.refund
                ? intl.formatMessage(
                    { id: 'termination.submit.closes_now' },
                    { amount: format.money(view.refund.amount.amount) },
                  )
                : intl.formatMessage({ id: 'termination.submit.closes_at_once' }, { number })}
              {view.refundDestination &&
                ` ${intl.formatMessage({ id: view.refundDestination.id }, view.refundDestination.values)}`}
            </p>
          </Stack>
        )}
      </Card>
      {!offer && view.portOutAdvice && (
        <Alert tone="info" title={intl.formatMessage({ id: 'termination.port_out.title' })}>
          {intl.formatMessage({ id: 'termination.port_out.body' })}
        </Alert>
      )}
      <ReviewActions
        sends={view.sends}
        send={send}
        sending={sending}
        submitVariant={offer ? 'primary' : 'danger'}
        submitLabel={intl.formatMessage({
          id: offer ? 'termination.submit.confirm_claim' : 'termination.submit.confirm_cancel',
        })}
        retryLabel={intl.formatMessage({ id: 'common.try_again' })}
        editLabel={intl.formatMessage({ id: 'termination.submit.change' })}
      />
    </Stack>
  );
}
