import type { MessageId } from '@senda/core/i18n';
import { type LineRequestsQuery, requestHistoryView } from '@senda/core/machines/request-history';
import { FormattedMessage, useIntl } from 'react-intl';
import { Card, PhoneNumber } from '../../../design-system';
import { LineRequestsFrame } from '../line-requests-frame';
import { RequestList } from '../request-list';
import { RequestRowActions } from '../request-row-actions';

/** A line's past requests, newest first: every kind, or one kind (port-out). */
export function PastRequests({
  titleId,
  subtitleId,
  emptyId,
  type,
}: {
  titleId: MessageId;
  subtitleId: MessageId;
  emptyId: MessageId;
  type?: LineRequestsQuery['type'];
}) {
  const intl = useIntl();
  return (
    <LineRequestsFrame
      titleId={titleId}
      loadingId="past_requests.loading"
      {...(type ? { type } : {})}
      subtitle={(line) =>
        intl.formatMessage({ id: subtitleId }, { msisdn: <PhoneNumber number={line.msisdn} /> })
      }
    >
      {(line, requests) => {
        const view = requestHistoryView(line, requests);
        return view.rows.length === 0 ? (
          <Card variant="sunken" padding="lg">
            <p>
              <FormattedMessage id={emptyId} />
            </p>
          </Card>
        ) : (
          <RequestList rows={view.rows} extra={(row) => <RequestRowActions line={line} row={row} />} />
        );
      }}
    </LineRequestsFrame>
  );
}
