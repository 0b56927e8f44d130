import { cardUpdateDonePath } from '@senda/core/flows/card-update';
import type { Line } from '@senda/core/gateway';
import { manageOrderPath } from '@senda/core/navigation';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, buttonClassName, FormActions, Stack } from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { useServices } from '../../../shared/services-context';
import { LineFlowFrame, type LineFlowTexts } from '../line-flow-frame';
import { LinePageLoadFailed } from '../line-page-parts';
import { useServiceRequestFlow } from '../use-service-request-flow';
import { CardScreen } from './card-screen';
import { ReviewScreen } from './review-screen';
import { UPDATE_CARD_JOURNEY } from './update-card-flow';
import { UPDATE_CARD_REQUEST, type UpdateCardHandle } from './update-card-parts';
import { VerifyScreen } from './verify-screen';

const TEXTS: LineFlowTexts = {
  titleId: 'update_card.submit.title',
  backId: 'update_card.done.back',
  loadingId: 'update_card.loading',
  loadFailedId: 'update_card.load_failed',
  noLineId: 'update_card.refusal.sim_not_activated',
};

/**
 * Card update's three pages (the spec: verify, request, submit), for the line its orderRef names, in the
 * frame every service flow shares. Each page runs the same machine for that line (saved per
 * customer and line, so moving between the pages or reloading resumes it); the address follows the
 * machine, and the page renders the screen of its view.
 */
export default function UpdateCardPage() {
  return (
    <LineFlowFrame journey={UPDATE_CARD_JOURNEY} texts={TEXTS}>
      {(line) => <UpdateCardFlow key={line.accountNumber} line={line} />}
    </LineFlowFrame>
  );
}

function UpdateCardFlow({ line }: { line: Line }) {
  const flow = useServiceRequestFlow(UPDATE_CARD_REQUEST, line);
  const { stores } = useServices();
  const webview = useAtomValue(stores.sessionFacts.facts).webview;
  const { view, send } = flow;

  switch (view.screen) {
    case 'requesting-code':
    case 'code-failed':
    case 'verify':
      return <VerifyScreen line={line} flow={flow} />;
    case 'card':
    case 'card-failed':
      return <CardScreen line={line} flow={flow} />;
    case 'review':
    case 'sending':
    case 'send-failed':
    case 'status':
    case 'follow-later':
    case 'done':
    case 'failed':
      return (
        <ReviewScreen
          line={line}
          flow={flow}
          donePath={cardUpdateDonePath({ webview, orderRef: line.orderRef })}
        />
      );
    case 'check-failed':
      return (
        <LinePageLoadFailed
          titleId="update_card.load_failed"
          bodyId="common.load_failed"
          onRetry={() => send('RETRY')}
        />
      );
    case 'not-eligible':
      return <NotEligible line={line} flow={flow} />;
    default:
      return <LoadingBlock labelId="update_card.loading" height="16rem" />;
  }
}

/** Why this line's card cannot change, and the way back to it. */
function NotEligible({ line, flow }: { line: Line; flow: UpdateCardHandle }) {
  const intl = useIntl();
  return (
    <Stack gap={5}>
      <Alert tone="warning" title={intl.formatMessage({ id: 'update_card.not_eligible.title' })}>
        {intl.formatMessage({ id: flow.view.messageId ?? 'update_card.refusal.other' })}
      </Alert>
      <FormActions>
        <Link
          className={buttonClassName({ variant: 'secondary', size: 'lg' })}
          to={manageOrderPath(line.orderRef)}
        >
          {intl.formatMessage({ id: 'update_card.done.back' })}
        </Link>
      </FormActions>
    </Stack>
  );
}
