import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert } from '../../../design-system';
import { MexicoCityTime } from '../mexico-city-time';

/**
 * Another operator is taking the line's number (core's portOutInProgress): to whom, when it
 * completes, and "It wasn't me", which opens the page that stops it while it can still be stopped
 * (none when no flow of this build answers it).
 */
export function PortOutAlert({
  portOut,
}: {
  portOut: { recipient: string; completesAt: string; path: string | null };
}) {
  const intl = useIntl();
  return (
    <Alert tone="danger" title={intl.formatMessage({ id: 'line_home.port_out.title' })}>
      <p>
        <FormattedMessage
          id="line_home.port_out.body"
          values={{ operator: portOut.recipient, date: <MexicoCityTime at={portOut.completesAt} /> }}
        />
      </p>
      {portOut.path && (
        <p>
          <FormattedMessage id="line_home.port_out.not_me_intro" />{' '}
          <Link to={portOut.path}>
            <FormattedMessage id="line_home.port_out.not_me" />
          </Link>
        </p>
      )}
    </Alert>
  );
}
