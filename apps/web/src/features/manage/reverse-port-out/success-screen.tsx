import { portOutHistoryPath, reversePortOutDonePath } from '@senda/core/flows/reverse-port-out';
import { useAtomValue } from 'jotai';
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
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import type { ReversePortOutHandle } from './reverse-port-out-parts';

/**
 * /manage/reverse-portout/success: the request made (by when the number is back, its status), the
 * port-out requests where it is listed, and Done: the line page, or in the operator's app the spec's
 * /reversePortOutSuccess, which tells the app through the bridge.
 */
export function SuccessScreen({ flow, orderRef }: { flow: ReversePortOutHandle; orderRef: string }) {
  const intl = useIntl();
  const format = useFormatters();
  const { stores } = useServices();
  const webview = useAtomValue(stores.sessionFacts.facts).webview;
  const { view } = flow;
  const number = phoneNumberValue(view.number);
  return (
    <Stack gap={5}>
      <Card as="section" aria-labelledby="reverse-port-out-outcome">
        <Stack gap={3}>
          <h2 id="reverse-port-out-outcome">
            {intl.formatMessage({ id: 'reverse_port_out.success.title' })}
          </h2>
          {view.status && (
            <div aria-live="polite">
              <span>{intl.formatMessage({ id: 'reverse_port_out.success.status' })}: </span>
              <Badge tone={view.status.tone}>{intl.formatMessage({ id: view.status.messageId })}</Badge>
            </div>
          )}
          {view.underWay && (view.screen === 'requested' || view.screen === 'done') && (
            <Alert tone="success">
              {intl.formatMessage(
                { id: 'reverse_port_out.stopped.body' },
                { recipient: view.recipient ?? '', number },
              )}
            </Alert>
          )}
          {!view.underWay && view.screen === 'requested' && (
            <Alert tone="success">
              {view.expectedBy
                ? intl.formatMessage(
                    { id: 'reverse_port_out.success.body' },
                    { recipient: view.recipient ?? '', number, date: format.date(view.expectedBy) },
                  )
                : intl.formatMessage({ id: 'reverse_port_out.follow_later' })}
            </Alert>
          )}
          {!view.underWay && view.screen === 'done' && (
            <Alert tone="success">
              {intl.formatMessage({ id: 'reverse_port_out.done.body' }, { number })}
            </Alert>
          )}
          {view.screen === 'failed' && view.messageId && (
            <Alert tone="danger">{intl.formatMessage({ id: view.messageId })}</Alert>
          )}
          {view.notice && <Alert tone="info">{intl.formatMessage({ id: view.notice })}</Alert>}
          {view.reference && (
            <p>
              {intl.formatMessage(
                { id: 'reverse_port_out.success.request_id' },
                { requestId: view.reference },
              )}
            </p>
          )}
        </Stack>
      </Card>
      <FormActions>
        <Link
          className={buttonClassName({ variant: 'primary', size: 'lg' })}
          to={reversePortOutDonePath({ webview, orderRef, requestId: view.requestId })}
        >
          {intl.formatMessage({ id: 'reverse_port_out.done' })}
        </Link>
        {view.sends.has('CHECK_AGAIN') && (
          <Button size="lg" variant="secondary" onClick={() => flow.send('CHECK_AGAIN')}>
            {intl.formatMessage({ id: 'reverse_port_out.check_again' })}
          </Button>
        )}
        <Link
          className={buttonClassName({ variant: 'secondary', size: 'lg' })}
          to={portOutHistoryPath(orderRef)}
        >
          {intl.formatMessage({ id: 'reverse_port_out.see_requests' })}
        </Link>
      </FormActions>
    </Stack>
  );
}
