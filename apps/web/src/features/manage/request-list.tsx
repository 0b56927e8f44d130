import type { RequestRowView } from '@senda/core/machines/request-history';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Badge, Card, PhoneNumber, Stack, VisuallyHidden } from '../../design-system';
import { MexicoCityTime } from './mexico-city-time';
import styles from './request-list.module.css';

/**
 * A line's requests, each with its status, what it asked for (a plan switch's plans and when),
 * the statuses it went through and the way to its status page; `extra` adds a row's own action.
 */
export function RequestList({
  rows,
  extra,
}: {
  rows: readonly RequestRowView[];
  extra?: (row: RequestRowView) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack as="ul" gap={3} className={styles.list}>
      {rows.map((row) => (
        <Card as="li" key={row.requestId} aria-labelledby={`request-${row.requestId}`}>
          <div className={styles.top}>
            <h3 id={`request-${row.requestId}`} className={styles.kind}>
              {intl.formatMessage({ id: row.kindLabelId })}
            </h3>
            <Badge tone={row.status.tone}>{intl.formatMessage({ id: row.status.messageId })}</Badge>
          </div>
          <p className={styles.meta}>
            <FormattedMessage
              id="service_request.requested_on"
              values={{ date: <MexicoCityTime at={row.createdAt} /> }}
            />
          </p>
          {row.planSwitch && (
            <>
              <p>
                <FormattedMessage
                  id="plan_switch.row.summary"
                  values={{ from: row.planSwitch.from, to: row.planSwitch.to }}
                />
              </p>
              {row.planSwitch.whenId && (
                <p className={styles.meta}>
                  <FormattedMessage
                    id={row.planSwitch.whenId}
                    values={{ date: <MexicoCityTime at={row.planSwitch.effectiveAt} /> }}
                  />
                </p>
              )}
            </>
          )}
          {row.simReplacement && (
            <p>
              <FormattedMessage
                id="sim_replacement.row.summary"
                values={{
                  reason: intl.formatMessage({ id: row.simReplacement.reasonId }),
                  simType: row.simReplacement.simType,
                }}
              />
            </p>
          )}
          {row.numberChange && (
            <p>
              <FormattedMessage
                id="number_change.row.summary"
                values={{
                  from: <PhoneNumber number={row.numberChange.from} />,
                  to: <PhoneNumber number={row.numberChange.to} />,
                }}
              />
            </p>
          )}
          {row.history.length > 0 && (
            <details className={styles.history}>
              <summary>
                <FormattedMessage id="past_requests.history" />
              </summary>
              <ol className={styles.timeline}>
                {row.history.map((step) => (
                  <li key={`${step.at}-${step.status.messageId}`}>
                    <span>{intl.formatMessage({ id: step.status.messageId })}</span>{' '}
                    <span className={styles.meta}>
                      <MexicoCityTime at={step.at} />
                    </span>
                  </li>
                ))}
              </ol>
            </details>
          )}
          {extra?.(row)}
          {row.path && (
            <Link to={row.path}>
              <FormattedMessage id="service_request.view_status" />
              <VisuallyHidden> {intl.formatMessage({ id: row.kindLabelId })}</VisuallyHidden>
            </Link>
          )}
        </Card>
      ))}
    </Stack>
  );
}
