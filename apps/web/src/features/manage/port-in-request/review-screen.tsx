import { useIntl } from 'react-intl';
import { Alert, Card, DetailList, PhoneNumber, Stack } from '../../../design-system';
import { ReviewActions } from '../review-actions';
import { NewNumberReview } from './new-number-review';
import { NipRules } from './nip-rules';
import type { PortInRequestHandle } from './port-in-request-parts';
import { useDonorName } from './use-donor-name';

/**
 * The corrected details before they are sent (SUBMIT), or changed (EDIT), or what a new number
 * instead does; a send that failed is sent again with the same key (RETRY) or changed.
 */
export function ReviewScreen({ flow }: { flow: PortInRequestHandle }) {
  const intl = useIntl();
  const { view, send } = flow;
  const donor = useDonorName(view.form.donorId);
  const sending = view.screen === 'sending';
  return (
    <Stack gap={5}>
      {view.screen === 'send-failed' && view.messageId && (
        <Alert tone="danger" live="assertive">
          {intl.formatMessage({ id: view.messageId })}
        </Alert>
      )}
      {view.choice === 'new-number' ? (
        <NewNumberReview view={view} />
      ) : (
        <Card as="section" aria-labelledby="review-title">
          <Stack gap={4}>
            <h2 id="review-title">{intl.formatMessage({ id: 'port_in_request.review.title' })}</h2>
            <DetailList
              items={[
                {
                  key: 'donor',
                  label: intl.formatMessage({ id: 'port_in_request.review.donor' }),
                  value: donor,
                },
                {
                  key: 'number',
                  label: intl.formatMessage({ id: 'port_in_request.review.number' }),
                  value: <PhoneNumber number={view.form.number} />,
                },
                {
                  key: 'nip',
                  label: intl.formatMessage({ id: 'port_in_request.review.nip' }),
                  value: view.form.nip,
                },
              ]}
            />
            <NipRules view={view} />
          </Stack>
        </Card>
      )}
      <ReviewActions
        sends={view.sends}
        send={send}
        sending={sending}
        submitLabel={intl.formatMessage({
          id:
            view.choice === 'new-number'
              ? 'port_in_request.new_number.review.submit'
              : 'port_in_request.review.submit',
        })}
        retryLabel={intl.formatMessage({ id: 'port_in_request.retry' })}
        editLabel={intl.formatMessage({ id: 'port_in_request.review.edit' })}
      />
    </Stack>
  );
}
