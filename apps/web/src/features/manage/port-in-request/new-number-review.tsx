import type { PortInRequestView } from '@senda/core/flows/port-in-request';
import { useIntl } from 'react-intl';
import { Card, phoneNumberValue, Stack } from '../../../design-system';
import { useDonorName } from './use-donor-name';

/**
 * What taking a new number instead of the refused transfer does, before it is confirmed: the line
 * gets a number from Senda's pool and works at once; the transfer is closed and the number stays
 * with the donor; the account's address approves it first (the step-up after SUBMIT).
 */
export function NewNumberReview({ view }: { view: PortInRequestView }) {
  const intl = useIntl();
  const donor = useDonorName(view.donor ?? '');
  return (
    <Card as="section" aria-labelledby="new-number-review-title">
      <Stack gap={3}>
        <h2 id="new-number-review-title">
          {intl.formatMessage({ id: 'port_in_request.new_number.review.title' })}
        </h2>
        <p>
          {intl.formatMessage(
            { id: 'port_in_request.new_number.review.body' },
            { number: phoneNumberValue(view.number), donor },
          )}
        </p>
        <p>{intl.formatMessage({ id: 'port_in_request.new_number.review.approval' })}</p>
      </Stack>
    </Card>
  );
}
