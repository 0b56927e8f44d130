import { manageOrderPath } from '@senda/core';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, buttonClassName, Card, FormActions, Stack } from '../../../design-system';
import { RequestTimeline } from '../request-status/request-timeline';
import { ReinitiateForm } from './reinitiate-form';
import { useDonorName } from './use-donor-name';
import type { PortInRequestHandle } from './use-port-in-request';

/** The address keeps the confirmation open, so a reload on it stays on it. */
const CONFIRM_PARAM = 'confirm';
const CONFIRM_CANCEL = 'cancel';

/**
 * The line's latest transfer and its timeline. While cancel eligibility allows, "Cancel the
 * transfer" opens its confirmation (what happens: the number stays with the donor, the line keeps
 * its temporary number); a transfer still running that may no longer be cancelled says why; a
 * failed or rejected one has the form to start it again.
 */
export function TransferScreen({ flow, orderRef }: { flow: PortInRequestHandle; orderRef: string }) {
  const intl = useIntl();
  const { view, send } = flow;
  const donorName = useDonorName(view.donor);
  const [search, setSearch] = useSearchParams();
  const confirming = search.get(CONFIRM_PARAM) === CONFIRM_CANCEL && (view.sends.has('CANCEL') || view.busy);
  const setConfirm = (open: boolean) => {
    const next = new URLSearchParams(search);
    if (open) next.set(CONFIRM_PARAM, CONFIRM_CANCEL);
    else next.delete(CONFIRM_PARAM);
    setSearch(next, { replace: true });
  };

  if (view.screen === 'no-transfer') {
    return (
      <Stack gap={5}>
        <Alert tone="info">{view.messageId && intl.formatMessage({ id: view.messageId })}</Alert>
        <FormActions>
          <Link
            className={buttonClassName({ variant: 'secondary', size: 'lg' })}
            to={manageOrderPath(orderRef)}
          >
            {intl.formatMessage({ id: 'port_in_request.back_to_line' })}
          </Link>
        </FormActions>
      </Stack>
    );
  }

  return (
    <Stack gap={6}>
      {view.notice && (
        <Alert tone="danger" live="assertive">
          {intl.formatMessage({ id: view.notice })}
        </Alert>
      )}
      {view.timeline && <RequestTimeline timeline={view.timeline} />}
      {view.cancelRefusalId && (
        <Alert tone="info" title={intl.formatMessage({ id: 'port_in_request.action.unavailable' })}>
          {intl.formatMessage({ id: view.cancelRefusalId })}
        </Alert>
      )}
      {(view.sends.has('CANCEL') || view.screen === 'cancelling') && !confirming && (
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
      )}
      {confirming && (
        <Card as="section" aria-labelledby="cancel-confirm-title">
          <Stack gap={3}>
            <h2 id="cancel-confirm-title">
              {intl.formatMessage({ id: 'port_in_request.cancel.confirm_title' })}
            </h2>
            <p>
              {intl.formatMessage(
                { id: 'port_in_request.cancel.confirm_donor' },
                { number: view.number ?? '', donor: donorName },
              )}
            </p>
            <p>
              {view.temporaryNumber
                ? intl.formatMessage(
                    { id: 'port_in_request.cancel.confirm_temporary' },
                    { temporary: view.temporaryNumber },
                  )
                : intl.formatMessage({ id: 'port_in_request.cancel.confirm_no_temporary' })}
            </p>
            <FormActions>
              <Button
                variant="danger"
                size="lg"
                loading={view.screen === 'cancelling'}
                onClick={() => send('CANCEL')}
              >
                {intl.formatMessage({ id: 'port_in_request.cancel.confirm_yes' })}
              </Button>
              <Button variant="secondary" size="lg" onClick={() => setConfirm(false)}>
                {intl.formatMessage({ id: 'port_in_request.cancel.confirm_no' })}
              </Button>
            </FormActions>
          </Stack>
        </Card>
      )}
      {view.sends.has('NEXT') && <ReinitiateForm flow={flow} />}
    </Stack>
  );
}
