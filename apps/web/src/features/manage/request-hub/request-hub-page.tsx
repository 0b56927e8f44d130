import { serviceRequestHubView } from '@senda/core/machines/request-history';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card, PhoneNumber, Stack } from '../../../design-system';
import { FlowLineActions } from '../flow-line-actions';
import { LineActionPlacementScope } from '../line-action-placement';
import { LineActionLinks } from '../line-page-parts';
import { LineRequestsFrame } from '../line-requests-frame';
import { RequestList } from '../request-list';
import { RequestRowActions } from '../request-row-actions';
import styles from './request-hub-page.module.css';

/**
 * /manage/service-request?orderRef=…: the customer's requests first (in progress, then the latest
 * finished), then what they may start on the line, then, grouped and small, what cannot be done
 * now and why, and the way to the history.
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
                {view.recent.length > 0 && (
                  <>
                    <h3 className={styles.subTitle}>
                      <FormattedMessage id="service_request_hub.recent.title" />
                    </h3>
                    <RequestList
                      rows={view.recent}
                      extra={(row) => <RequestRowActions line={line} row={row} />}
                    />
                  </>
                )}
              </Stack>
            </section>

            <section aria-labelledby="start-title">
              <Stack gap={3}>
                <h2 id="start-title" className={styles.sectionTitle}>
                  <FormattedMessage id="service_request_hub.start.title" />
                </h2>
                {view.start.length > 0 && <LineActionLinks actions={view.start} className={styles.plain} />}
                <LineActionPlacementScope placement="offers">
                  <FlowLineActions line={line} />
                </LineActionPlacementScope>
              </Stack>
            </section>

            {/* What cannot be done now, after what can: one small line each, hidden when none. */}
            <section aria-labelledby="unavailable-title" className={styles.unavailable}>
              <h2 id="unavailable-title" className={styles.subTitle}>
                <FormattedMessage id="service_request_hub.unavailable.title" />
              </h2>
              <ul className={styles.unavailableList}>
                <LineActionPlacementScope placement="refusals">
                  <FlowLineActions line={line} />
                </LineActionPlacementScope>
              </ul>
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
