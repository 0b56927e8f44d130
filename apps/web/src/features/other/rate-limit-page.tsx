import { rateLimitRetryTarget } from '@senda/core/navigation';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { Button, IconWarning, StatusPage } from '../../design-system';
import { CompanyDetails } from '../../layouts/company-details.lazy';
import { useServices } from '../../shared/services-context';

/**
 * /429: what happened, in the page's language, and "Try again" back to where the user was when core
 * says that path is safe (else home). It is a full page load so the app-boot checks run again;
 * the outcome is cleared first so the boot does not bounce straight back here. The gateway's own
 * text is kept with the outcome but not shown: it is English whatever the page's language, and the
 * body already says what it says.
 */
export default function RateLimitPage() {
  const intl = useIntl();
  const { stores } = useServices();
  const outcome = useAtomValue(stores.rateLimit.outcome, { store: stores.store });
  const clear = useSetAtom(stores.rateLimit.clear, { store: stores.store });

  const tryAgain = () => {
    const target = rateLimitRetryTarget(outcome?.originalUrl);
    clear();
    window.location.assign(target);
  };

  return (
    <StatusPage
      icon={<IconWarning size="2rem" />}
      tone="warning"
      title={intl.formatMessage({ id: 'rate_limit.title' })}
      body={intl.formatMessage({ id: 'rate_limit.body' })}
    >
      <Button fullWidth onClick={tryAgain}>
        {intl.formatMessage({ id: 'rate_limit.retry' })}
      </Button>
      <CompanyDetails />
    </StatusPage>
  );
}
