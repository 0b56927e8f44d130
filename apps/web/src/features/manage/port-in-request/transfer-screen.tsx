import { manageOrderPath } from '@senda/core/navigation';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, buttonClassName, FormActions, Stack } from '../../../design-system';
import { RequestTimeline } from '../request-status/request-timeline';
import { CancelTransfer } from './cancel-transfer';
import { OtherWaysOut } from './other-ways-out';
import type { PortInRequestHandle } from './port-in-request-parts';
import { ReinitiateForm } from './reinitiate-form';

/**
 * The line's latest transfer and its timeline. While cancel eligibility allows, "Cancel the
 * transfer" opens its confirmation (what happens: the number stays with the donor, the line keeps
 * its temporary number); a transfer still running that may no longer be cancelled says why; a
 * failed or rejected one leads with the other ways out (a new number now, or cancelling the line
 * with a full refund), then the form to start it again.
 */
export function TransferScreen({ flow, orderRef }: { flow: PortInRequestHandle; orderRef: string }) {
  const intl = useIntl();
  const { view } = flow;

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

  // A refused transfer's quickest ways out come first, under why it failed: the form to start it
  // again is long, and the timeline only tells what the notice said.
  const refused = view.sends.has('NEXT');
  return (
    <Stack gap={6}>
      {view.notice && (
        <Alert tone="danger" live="assertive">
          {intl.formatMessage({ id: view.notice })}
        </Alert>
      )}
      {refused && <OtherWaysOut flow={flow} orderRef={orderRef} />}
      {refused && <ReinitiateForm flow={flow} />}
      {view.timeline && <RequestTimeline timeline={view.timeline} />}
      {view.cancelRefusalId && (
        <Alert tone="info" title={intl.formatMessage({ id: 'port_in_request.action.unavailable' })}>
          {intl.formatMessage({ id: view.cancelRefusalId })}
        </Alert>
      )}
      <CancelTransfer flow={flow} />
    </Stack>
  );
}
