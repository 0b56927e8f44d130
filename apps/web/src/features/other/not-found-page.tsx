import { OTHER_ROUTES } from '@senda/core/navigation';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, IconSearch, StatusPage } from '../../design-system';
import { CompanyDetails } from '../../layouts/company-details.lazy';

/** /404, where the catch-all route sends unknown paths. */
export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <StatusPage
      icon={<IconSearch size="2rem" />}
      title={intl.formatMessage({ id: 'not_found.title' })}
      body={intl.formatMessage({ id: 'not_found.body' })}
    >
      <CompanyDetails />
      <Link className={buttonClassName({ fullWidth: true })} to={OTHER_ROUTES.root}>
        <FormattedMessage id="not_found.go_home" />
      </Link>
    </StatusPage>
  );
}
