import { OTHER_ROUTES } from '@senda/core/navigation';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, IconSearch, StatusPage } from '../../design-system';

/**
 * A line, order or request the customer cannot see: it does not exist or is someone else's. Both
 * read the same (the gateway answers 404 for either), so nothing tells another customer's apart.
 */
export function LineNotFound({
  titleId = 'line_home.not_found.title',
  bodyId = 'line_home.not_found.body',
}: {
  titleId?: 'line_home.not_found.title' | 'service_request_status.not_found.title';
  bodyId?: 'line_home.not_found.body' | 'service_request_status.not_found.body';
}) {
  const intl = useIntl();
  return (
    <StatusPage
      icon={<IconSearch size="2rem" />}
      title={intl.formatMessage({ id: titleId })}
      body={intl.formatMessage({ id: bodyId })}
    >
      <Link className={buttonClassName({ fullWidth: true })} to={OTHER_ROUTES.orderList}>
        <FormattedMessage id="line_home.back" />
      </Link>
    </StatusPage>
  );
}
