import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Button, Card, FormActions, phoneNumberValue, Stack } from '../../../design-system';
import type { PortInRequestHandle } from './port-in-request-parts';
import { useDonorName } from './use-donor-name';

/** The address keeps the confirmation open, so a reload on it stays on it. */
const CONFIRM_PARAM = 'confirm';
const CONFIRM_CANCEL = 'cancel';

/**
 * "Cancel the transfer" while cancel eligibility allows it (CANCEL in the view's `sends`), then its
 * confirmation, which says what happens: the number stays with the donor, the line keeps its
 * temporary number. Shown on the transfer's page and on the page that follows a transfer started
 * again.
 */
export function CancelTransfer({ flow }: { flow: PortInRequestHandle }) {
  const intl = useIntl();
  const { view, send } = flow;
  const donorName = useDonorName(view.donor);
  const [search, setSearch] = useSearchParams();
  const offered = view.sends.has('CANCEL') || view.cancelling;
  const confirming = search.get(CONFIRM_PARAM) === CONFIRM_CANCEL && (view.sends.has('CANCEL') || view.busy);
  const setConfirm = (open: boolean) => {
    const next = new URLSearchParams(search);
    if (open) next.set(CONFIRM_PARAM, CONFIRM_CANCEL);
    else next.delete(CONFIRM_PARAM);
    setSearch(next, { replace: true });
  };
  if (!offered) return null;
  if (!confirming) {
    return (
      <Card as="section" aria-labelledby="cancel-transfer-title">
        <Stack gap={3}>
          <h2 id="cancel-transfer-title">{intl.formatMessage({ id: 'port_in_request.cancel.title' })}</h2>
          <p>{intl.formatMessage({ id: 'port_in_request.cancel.body' })}</p>
          <FormActions>
            <Button variant="secondary" size="lg" onClick={() => setConfirm(true)}>
              {intl.formatMessage({ id: 'port_in_request.cancel.action' })}
            </Button>
          </FormActions>
        </Stack>
      </Card>
    );
  }
  return (
    <Card as="section" aria-labelledby="cancel-confirm-title">
      <Stack gap={3}>
        <h2 id="cancel-confirm-title">
          {intl.formatMessage({ id: 'port_in_request.cancel.confirm_title' })}
        </h2>
        <p>
          {intl.formatMessage(
            { id: 'port_in_request.cancel.confirm_donor' },
            { number: phoneNumberValue(view.number), donor: donorName },
          )}
        </p>
        <p>
          {view.temporaryNumber
            ? intl.formatMessage(
                { id: 'port_in_request.cancel.confirm_temporary' },
                { temporary: phoneNumberValue(view.temporaryNumber) },
              )
            : intl.formatMessage({ id: 'port_in_request.cancel.confirm_no_temporary' })}
        </p>
        <FormActions>
          <Button variant="danger" size="lg" loading={view.cancelling} onClick={() => send('CANCEL')}>
            {intl.formatMessage({ id: 'port_in_request.cancel.confirm_yes' })}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => setConfirm(false)}>
            {intl.formatMessage({ id: 'port_in_request.cancel.confirm_no' })}
          </Button>
        </FormActions>
      </Stack>
    </Card>
  );
}
