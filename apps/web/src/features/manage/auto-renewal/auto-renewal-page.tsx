import { AUTO_RENEWAL_ROUTES } from '@senda/core/flows/auto-renewal';
import type { Line } from '@senda/core/gateway';
import { managePath } from '@senda/core/navigation';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { FlowPageShell, sameScreen } from '../flow-page-shell';
import { LineFlowFrame, type LineFlowTexts } from '../line-flow-frame';
import { useServiceRequestFlow } from '../use-service-request-flow';
import { AutoRenewalDetailsScreen } from './auto-renewal-details-screen';
import { AUTO_RENEWAL_ON_REQUEST, type AutoRenewalOnHandle } from './auto-renewal-parts';
import { AutoRenewalReviewScreen, AutoRenewalTermsScreen } from './auto-renewal-terms-screen';

/**
 * Auto-renewal's pages for the line its orderRef names: the details (on or off, turning it off),
 * and turning it on (/manage/auto-renewal-payment: the terms, the card, the consent, the review;
 * /manage/auto-renewal-card-payment: the first payment), one machine for both, the address
 * following it. Each page renders the screen of its view.
 */
export default function AutoRenewalPage() {
  return <LineFlowFrame texts={TEXTS}>{(line) => <AutoRenewalRoutes line={line} />}</LineFlowFrame>;
}

const TEXTS: LineFlowTexts = {
  titleId: 'auto_renewal.details.title',
  backId: 'auto_renewal.back_to_line',
  loadingId: 'auto_renewal.loading',
  loadFailedId: 'auto_renewal.load_failed',
  noLineId: 'auto_renewal.no_line',
};

function AutoRenewalRoutes({ line }: { line: Line }) {
  const location = useLocation();
  if (location.pathname === AUTO_RENEWAL_ROUTES.details) return <AutoRenewalDetailsScreen line={line} />;
  return <TurnOnFlow line={line} />;
}

function TurnOnFlow({ line }: { line: Line }) {
  const flow = useServiceRequestFlow(AUTO_RENEWAL_ON_REQUEST, line);
  return <TurnOnScreen line={line} flow={flow} />;
}

export function TurnOnScreen({ line, flow }: { line: Line; flow: AutoRenewalOnHandle }) {
  const intl = useIntl();
  const { view, actor, send } = flow;
  const detailsPath = managePath(AUTO_RENEWAL_ROUTES.details, line.orderRef);
  return (
    <FlowPageShell
      view={view}
      leaving={flow.leaving}
      screens={{
        terms: () => <AutoRenewalTermsScreen flow={flow} />,
        ...sameScreen(view, ['review', 'sending', 'send-failed'], () => (
          <AutoRenewalReviewScreen flow={flow} />
        )),
      }}
      // Checking, the request followed, and the outcome on its way to the details page.
      loadingId="auto_renewal.loading"
      checkFailedId="auto_renewal.load_failed"
      retry={() => send('RETRY')}
      end={{
        screens: { 'not-eligible': 'refused', failed: 'refused' },
        titleId: 'auto_renewal.unavailable.title',
        messageId: view.messageId,
        back: { path: detailsPath, labelId: 'auto_renewal.back_to_details' },
      }}
      payment={{
        request: actor,
        screen: 'card-payment',
        intro: <p>{intl.formatMessage({ id: 'auto_renewal.card_payment.intro' })}</p>,
        backPath: detailsPath,
      }}
    />
  );
}
