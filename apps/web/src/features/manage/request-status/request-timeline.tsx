import type { RequestTimelineView } from '@senda/core/machines/request-status';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Badge, Card, DetailList, PhoneNumber, Stack } from '../../../design-system';
import { MexicoCityTime } from '../mexico-city-time';
import styles from './request-status-page.module.css';

const ALERT_TONE = {
  pending: 'info',
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'info',
} as const;

/**
 * One request's status as the customer reads it: where it stands (with the reason when it failed),
 * a transfer's number and donor, and the statuses it went through, newest first. The status page
 * shows it, and so does port-in cancel and re-initiation for the line's latest transfer.
 */
export function RequestTimeline({ timeline }: { timeline: RequestTimelineView }) {
  const intl = useIntl();
  return (
    <Stack gap={6}>
      <Card as="section" aria-labelledby="request-current-title">
        <Stack gap={3}>
          <h2 id="request-current-title" className={styles.sectionTitle}>
            <FormattedMessage id="service_request_status.current" />
          </h2>
          <div aria-live="polite">
            <Badge tone={timeline.status.tone}>{intl.formatMessage({ id: timeline.status.messageId })}</Badge>
          </div>
          <Alert tone={ALERT_TONE[timeline.outcome]}>
            <p>{intl.formatMessage({ id: timeline.explanationId })}</p>
            {timeline.reasonId && <p>{intl.formatMessage({ id: timeline.reasonId })}</p>}
          </Alert>
          <DetailList
            items={[
              ...(timeline.transfer
                ? [
                    {
                      key: 'number',
                      label: intl.formatMessage({ id: 'service_request_status.transfer.number' }),
                      value: <PhoneNumber number={timeline.transfer.number} />,
                    },
                    {
                      key: 'donor',
                      label: intl.formatMessage({ id: 'service_request_status.transfer.donor' }),
                      value: timeline.transfer.donor,
                    },
                    ...(timeline.transfer.scheduledSwitchAt
                      ? [
                          {
                            key: 'switch',
                            label: intl.formatMessage({ id: 'service_request_status.transfer.switch_at' }),
                            value: <MexicoCityTime at={timeline.transfer.scheduledSwitchAt} />,
                          },
                        ]
                      : []),
                  ]
                : []),
            ]}
          />
          <p className={styles.meta}>
            <FormattedMessage
              id="service_request_status.request_id"
              values={{ requestId: timeline.reference }}
            />
          </p>
        </Stack>
      </Card>

      <Card as="section" aria-labelledby="request-timeline-title">
        <Stack gap={3}>
          <h2 id="request-timeline-title" className={styles.sectionTitle}>
            <FormattedMessage id="service_request_status.timeline" />
          </h2>
          <ol className={styles.timeline}>
            {timeline.steps.map((step) => (
              <li
                key={`${step.status.messageId}-${step.at}`}
                className={step.current ? styles.currentStep : styles.step}
                aria-current={step.current ? 'step' : undefined}
              >
                <span className={styles.stepStatus}>{intl.formatMessage({ id: step.status.messageId })}</span>
                <span className={styles.meta}>
                  <MexicoCityTime at={step.at} />
                </span>
              </li>
            ))}
          </ol>
        </Stack>
      </Card>
    </Stack>
  );
}
