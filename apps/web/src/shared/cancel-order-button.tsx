import { cancelUnpaidOrder, loadErrorMessageId } from '@senda/core/orders';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Modal, Stack } from '../design-system';
import { useServices } from './services-context';

/**
 * "Cancel this order", for an order waiting for payment (core's canCancelOrder says when): asks
 * first, then core cancels it (the spec's order cancel) and the customer's orders are read again. Shown on
 * the order's page and on the failed-payment page.
 */
export function CancelOrderButton({ orderRef, onCancelled }: { orderRef: string; onCancelled?: () => void }) {
  const intl = useIntl();
  const { gateway, queryClient } = useServices();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);

  async function cancel() {
    setBusy(true);
    setErrorId(null);
    try {
      await cancelUnpaidOrder({ gateway, queryClient }, orderRef);
      setCancelled(true);
      setConfirming(false);
      onCancelled?.();
    } catch (error) {
      setErrorId(loadErrorMessageId(error));
    } finally {
      setBusy(false);
    }
  }

  if (cancelled) {
    return (
      <Alert tone="success" live="polite">
        {intl.formatMessage({ id: 'order_cancel.cancelled' }, { orderRef })}
      </Alert>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {intl.formatMessage({ id: 'order_cancel.cta' })}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        tone="warning"
        title={intl.formatMessage({ id: 'order_cancel.confirm.title' }, { orderRef })}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {intl.formatMessage({ id: 'order_cancel.confirm.keep' })}
            </Button>
            <Button
              variant="danger"
              loading={busy}
              loadingLabel={intl.formatMessage({ id: 'order_cancel.confirm.cancel' })}
              onClick={() => void cancel()}
            >
              {intl.formatMessage({ id: 'order_cancel.confirm.cancel' })}
            </Button>
          </>
        }
      >
        <Stack gap={3}>
          <p>{intl.formatMessage({ id: 'order_cancel.confirm.body' })}</p>
          {errorId && (
            <Alert tone="danger" live="assertive">
              {intl.formatMessage({ id: errorId })}
            </Alert>
          )}
        </Stack>
      </Modal>
    </>
  );
}
