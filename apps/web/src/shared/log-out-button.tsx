import { logOutCustomer } from '@senda/core/session';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, type ButtonSize, type ButtonVariant } from '../design-system/button/button';
import { useServices } from './services-context';

/**
 * "Log out", in the header and on the account pages: core's logout (the gateway call, the §4
 * reset, the customer's cache), then one full load of the §2 logout target so nothing of the
 * session stays in memory.
 */
export function LogOutButton({
  variant = 'ghost',
  size = 'sm',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const intl = useIntl();
  const { stores, gateway, queryClient } = useServices();
  const [leaving, setLeaving] = useState(false);

  async function logOut() {
    if (leaving) return;
    setLeaving(true);
    window.location.assign(await logOutCustomer({ stores, gateway, queryClient }));
  }

  return (
    <Button
      variant={variant}
      size={size}
      loading={leaving}
      loadingLabel={intl.formatMessage({ id: 'layout.logging_out' })}
      onClick={() => void logOut()}
    >
      {intl.formatMessage({ id: 'layout.log_out' })}
    </Button>
  );
}
