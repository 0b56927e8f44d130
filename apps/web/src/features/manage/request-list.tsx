import type { RequestRowView } from '@senda/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Badge, Card, Stack, VisuallyHidden } from '../../design-system';
import { MexicoCityTime } from './mexico-city-time';
import styles from './request-list.module.css';

/** A line's requests, each with its status and the way to its status page. */
export function RequestList({ rows }: { rows: readonly RequestRowView[] }) {
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
          <Link to={row.path}>
            <FormattedMessage id="service_request.view_status" />
            <VisuallyHidden> {intl.formatMessage({ id: row.kindLabelId })}</VisuallyHidden>
          </Link>
        </Card>
      ))}
    </Stack>
  );
}
