import { manageOrderPath } from '@senda/core/navigation';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  Alert,
  Badge,
  Button,
  buttonClassName,
  Card,
  FormActions,
  phoneNumberValue,
  Stack,
} from '../../../design-system';
import { CancelTransfer } from './cancel-transfer';
import type { PortInRequestHandle } from './port-in-request-parts';

const TONE = {
  following: 'info',
  done: 'success',
  'new-number': 'success',
  failed: 'danger',
  cancelled: 'info',
} as const;

/**
 * Where the flow ended up: a transfer started again and followed (PROCESSING until DONE, within
 * 24 hours; check again after the spec's window; cancel while allowed, CancelTransfer), done, refused again (why, and
 * correct the details), or cancelled (the number stays with the donor, the line keeps its
 * temporary number); or the new number the line took instead, and that its confirmation was mailed.
 */
export function OutcomeScreen({ flow, orderRef }: { flow: PortInRequestHandle; orderRef: string }) {
  const intl = useIntl();
  const { view, send } = flow;
  const screen =
    view.screen === 'done' ||
    view.screen === 'new-number' ||
    view.screen === 'failed' ||
    view.screen === 'cancelled'
      ? view.screen
      : 'following';
  const hours = view.config?.completionHours ?? 24;
  const title = {
    following: 'port_in_request.following.title',
    done: 'port_in_request.done.title',
    'new-number': 'port_in_request.new_number.title',
    failed: 'port_in_request.failed.title',
    cancelled: 'port_in_request.cancelled.title',
  } as const;
  return (
    <Stack gap={5}>
      <Card as="section" aria-labelledby="port-in-outcome-title">
        <Stack gap={3}>
          <h2 id="port-in-outcome-title">{intl.formatMessage({ id: title[screen] })}</h2>
          {view.status && (
            <div aria-live="polite">
              <Badge tone={view.status.tone}>{intl.formatMessage({ id: view.status.messageId })}</Badge>
            </div>
          )}
          <Alert tone={TONE[screen]} live="polite">
            {screen === 'following' &&
              intl.formatMessage(
                { id: 'port_in_request.following.body' },
                { number: phoneNumberValue(view.number), hours },
              )}
            {screen === 'done' &&
              intl.formatMessage(
                { id: 'port_in_request.done.body' },
                { number: phoneNumberValue(view.number) },
              )}
            {screen === 'new-number' &&
              intl.formatMessage(
                { id: 'port_in_request.new_number.body' },
                { number: phoneNumberValue(view.newNumber) },
              )}
            {(screen === 'failed' || screen === 'cancelled') &&
              view.messageId &&
              intl.formatMessage({ id: view.messageId })}
          </Alert>
          {screen === 'cancelled' && view.temporaryNumber && (
            <p>
              {intl.formatMessage(
                { id: 'port_in_request.cancelled.temporary' },
                { temporary: phoneNumberValue(view.temporaryNumber) },
              )}
            </p>
          )}
          {screen === 'new-number' && <p>{intl.formatMessage({ id: 'port_in_request.new_number.email' })}</p>}
          {view.notice && <Alert tone="info">{intl.formatMessage({ id: view.notice })}</Alert>}
        </Stack>
      </Card>
      {/* A transfer started again may still be cancelled while the database checks it. */}
      {screen === 'following' && <CancelTransfer flow={flow} />}
      <FormActions>
        {view.sends.has('CHECK_AGAIN') && (
          <Button size="lg" onClick={() => send('CHECK_AGAIN')}>
            {intl.formatMessage({ id: 'port_in_request.check_again' })}
          </Button>
        )}
        {view.sends.has('EDIT') && (
          <Button size="lg" onClick={() => send('EDIT')}>
            {intl.formatMessage({ id: 'port_in_request.failed.edit' })}
          </Button>
        )}
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
