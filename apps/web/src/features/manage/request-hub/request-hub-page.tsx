import { serviceRequestHubView } from '@senda/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card, PhoneNumber, Stack } from '../../../design-system';
import { FlowLineActions } from '../flow-line-actions';
import { LineActionLinks } from '../line-page-parts';
import { LineRequestsFrame } from '../line-requests-frame';
import { RequestList } from '../request-list';
import { RequestRowActions } from '../request-row-actions';
import styles from './request-hub-page.module.css';

/**
 * /manage/service-request?orderRef=…: what the customer may start on the line (each only when the
 * line allows it), the requests still in progress, and the way to the history.
 */
export default function ServiceRequestPage() {
  const intl = useIntl();
  return (
    <LineRequestsFrame
      titleId="service_request_hub.title"
      loadingId="past_requests.loading"
      subtitle={(line) =>
        intl.formatMessage(
          { id: 'service_request_hub.subtitle' },
          { msisdn: <PhoneNumber number={line.msisdn} /> },
        )
      }
    >
      {(line, requests) => {
        const view = serviceRequestHubView(line, requests);
        return (
          <Stack gap={6}>
            <section aria-labelledby="start-title">
              <Stack gap={3}>
                <h2 id="start-title" className={styles.sectionTitle}>
                  <FormattedMessage id="service_request_hub.start.title" />
                </h2>
                {view.start.length > 0 && <LineActionLinks actions={view.start} className={styles.plain} />}
                <FlowLineActions line={line} />
              </Stack>
            </section>

            <section aria-labelledby="open-title">
              <Stack gap={3}>
                <h2 id="open-title" className={styles.sectionTitle}>
                  <FormattedMessage id="service_request_hub.open.title" />
                </h2>
                {view.open.length === 0 ? (
                  <p className={styles.meta}>
                    <FormattedMessage id="service_request_hub.open.none" />
                  </p>
                ) : (
                  <RequestList
                    rows={view.open}
                    extra={(row) => <RequestRowActions line={line} row={row} />}
                  />
                )}
              </Stack>
            </section>

            <Card as="section" aria-labelledby="history-title">
              <Stack gap={2}>
                <h2 id="history-title" className={styles.sectionTitle}>
                  <FormattedMessage id="service_request_hub.history.title" />
                </h2>
                <ul className={styles.links}>
                  <li>
                    <Link to={view.pastPath}>
                      <FormattedMessage id="service_request_hub.past" />
                    </Link>
                  </li>
                  <li>
                    <Link to={view.pastPortOutPath}>
                      <FormattedMessage id="service_request_hub.past_port_out" />
                    </Link>
                  </li>
                </ul>
              </Stack>
            </Card>
          </Stack>
        );
      }}
    </LineRequestsFrame>
  );
}
