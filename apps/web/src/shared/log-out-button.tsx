import { logOutCustomer, purchaseInProgress } from '@senda/core/session';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, type ButtonSize, type ButtonVariant } from '../design-system/button/button';
import { useServices } from './services-context';

const LogOutConfirm = lazy(() =>
  import('./log-out-confirm').then((module) => ({ default: module.LogOutConfirm })),
);

/**
 * "Log out", in the header and on the account pages: core's logout (the gateway call, the spec
 * reset, the customer's cache), then one full load of the spec's logout target so nothing of the
 * session stays in memory; that page says the customer is logged out. A logout clears a purchase
 * under way, so then it asks first (core's purchaseInProgress decides).
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
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first ask on, so closing it is the dialog's close (focus back on the button).
  const [asked, setAsked] = useState(false);
  if (confirming && !asked) setAsked(true);

  async function logOut() {
    if (leaving) return;
    setConfirming(false);
    setLeaving(true);
    window.location.assign(await logOutCustomer({ stores, gateway, queryClient }));
  }

  const ask = () => {
    if (purchaseInProgress(stores)) setConfirming(true);
    else void logOut();
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        loading={leaving}
        loadingLabel={intl.formatMessage({ id: 'layout.logging_out' })}
        onClick={ask}
      >
        {intl.formatMessage({ id: 'layout.log_out' })}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <LogOutConfirm
            open={confirming}
            onStay={() => setConfirming(false)}
            onLeave={() => void logOut()}
          />
        </Suspense>
      )}
    </>
  );
}
