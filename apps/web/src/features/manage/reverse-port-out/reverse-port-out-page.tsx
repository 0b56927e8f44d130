import type { Line } from '@senda/core/gateway';
import { MANAGE_ROUTES, manageOrderPath, managePath } from '@senda/core/navigation';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, buttonClassName, FormActions, Stack } from '../../../design-system';
import { FlowPageShell, sameScreen } from '../flow-page-shell';
import { LineFlowFrame, type LineFlowTexts } from '../line-flow-frame';
import { useServiceRequestFlow } from '../use-service-request-flow';
import { RequestScreen } from './request-screen';
import { REVERSE_PORT_OUT_REQUEST, type ReversePortOutHandle } from './reverse-port-out-parts';
import { SuccessScreen } from './success-screen';

const TEXTS: LineFlowTexts = {
  titleId: 'reverse_port_out.title',
  backId: 'reverse_port_out.back_to_line',
  loadingId: 'reverse_port_out.loading',
  loadFailedId: 'reverse_port_out.load_failed',
  noLineId: 'reverse_port_out.no_line',
};

/**
 * Reverse port-out's two pages (/manage/reverse-portout and /success) for the line its
 * orderRef names: the request, then its outcome. Each page runs the same machine for the line
 * (saved per customer and line), and the address follows it. The shell every service flow shares
 * shows the check that failed, the loading block and the account's approval.
 */
export default function ReversePortOutPage() {
  return (
    <LineFlowFrame texts={TEXTS}>
      {(line) => <ReversePortOutFlow key={line.accountNumber} line={line} />}
    </LineFlowFrame>
  );
}

function ReversePortOutFlow({ line }: { line: Line }) {
  const flow = useServiceRequestFlow(REVERSE_PORT_OUT_REQUEST, line);
  const { view } = flow;
  return (
    <FlowPageShell
      view={view}
      leaving={flow.leaving}
      screens={{
        ...sameScreen(view, ['request', 'sending', 'send-failed'], () => <RequestScreen flow={flow} />),
        ...sameScreen(view, ['requested', 'done', 'failed'], () => (
          <SuccessScreen flow={flow} orderRef={line.orderRef} />
        )),
        'not-eligible': () => <NotEligible flow={flow} orderRef={line.orderRef} />,
      }}
      loadingId="reverse_port_out.loading"
      checkFailedId="reverse_port_out.check_failed"
      retry={() => flow.send('RETRY')}
      edit={() => flow.send('EDIT')}
    />
  );
}

/** Why the number can't be asked back, and where to go from here. */
function NotEligible({ flow, orderRef }: { flow: ReversePortOutHandle; orderRef: string }) {
  const intl = useIntl();
  const { view } = flow;
  return (
    <Stack gap={5}>
      <Alert tone="warning" title={intl.formatMessage({ id: 'reverse_port_out.unavailable.title' })}>
        {view.messageId && intl.formatMessage({ id: view.messageId })}
      </Alert>
      <FormActions>
        {view.offersPortOutHistory && (
          <Link
            className={buttonClassName({ variant: 'primary', size: 'lg' })}
            to={managePath(MANAGE_ROUTES.pastPortOutServiceRequest, orderRef)}
          >
            {intl.formatMessage({ id: 'reverse_port_out.see_requests' })}
          </Link>
        )}
        <Link
          className={buttonClassName({ variant: 'secondary', size: 'lg' })}
          to={manageOrderPath(orderRef)}
        >
          {intl.formatMessage({ id: 'reverse_port_out.back_to_line' })}
        </Link>
      </FormActions>
    </Stack>
  );
}
