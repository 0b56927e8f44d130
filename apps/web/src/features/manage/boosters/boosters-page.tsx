import type { Line } from '@senda/core/gateway';
import { manageOrderPath } from '@senda/core/navigation';
import { FlowPageShell, sameScreen } from '../flow-page-shell';
import { LineFlowFrame, type LineFlowTexts } from '../line-flow-frame';
import { PaymentChoiceScreen, type PaymentChoiceTexts } from '../payment-choice/payment-choice-screen';
import { useServiceRequestFlow } from '../use-service-request-flow';
import { BoostersChooseScreen } from './boosters-choose-screen';
import { BOOSTERS_REQUEST } from './boosters-parts';

/**
 * The boosters' pages (/manage/boosters, and the shared /manage/payment, -success, -failed with
 * flow=boosters) for the line its orderRef names: the add-ons and the automatic booster, then the
 * same payment choice as every payment (saved card first, a new card, OXXO, SPEI).
 */
export default function BoostersPage() {
  return (
    <LineFlowFrame texts={TEXTS} subjectOf={(line) => line.accountNumber}>
      {(line) => <BoostersFlow line={line} />}
    </LineFlowFrame>
  );
}

const TEXTS: LineFlowTexts = {
  titleId: 'boosters.title',
  backId: 'boosters.back_to_line',
  loadingId: 'boosters.loading',
  loadFailedId: 'boosters.load_failed',
  noLineId: 'boosters.no_line',
};

const PAYMENT_TEXTS: PaymentChoiceTexts = {
  dueId: 'boosters.payment.due',
  loadingId: 'boosters.loading',
  oxxoConfirmationId: 'payment_choice.oxxo.confirmation',
  speiConfirmationId: 'payment_choice.spei.confirmation',
};

function BoostersFlow({ line }: { line: Line }) {
  const flow = useServiceRequestFlow(BOOSTERS_REQUEST, line);
  const { view, send, actor } = flow;
  const linePath = manageOrderPath(line.orderRef);
  return (
    <FlowPageShell
      view={view}
      leaving={flow.leaving}
      screens={{
        ...sameScreen(view, ['review', 'sending', 'send-failed'], () => (
          <BoostersChooseScreen flow={flow} line={line} />
        )),
        payment: () =>
          view.payment ? (
            <PaymentChoiceScreen request={actor} due={view.payment} texts={PAYMENT_TEXTS} />
          ) : null,
      }}
      loadingId="boosters.loading"
      checkFailedId="boosters.load_failed"
      retry={() => send('RETRY')}
      end={{
        screens: { 'not-eligible': 'refused', failed: 'refused' },
        titleId: 'boosters.unavailable.title',
        messageId: view.messageId,
        back: { path: linePath, labelId: 'boosters.back_to_line' },
      }}
      payment={{ request: actor, backPath: linePath }}
      result={{}}
    />
  );
}
