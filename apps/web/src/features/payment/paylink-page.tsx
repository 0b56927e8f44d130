import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { Alert, Button, FormActions, PageHeader, Stack } from '../../design-system';
import { LoadingBlock } from '../../shared/loading-block';
import { useServices } from '../../shared/services-context';
import { earlyWrittenKey, earlyWrittenSentence } from '../../shell/early-frame-marks';
import { PaymentChoiceScreen, type PaymentChoiceTexts } from '../manage/payment-choice/payment-choice-screen';
import { PaylinkSubtitle } from './paylink-frame';
import { PayablePaylink, PaylinkOutcomePage, PaylinkSummary } from './paylink-parts';
import { type PaylinkHandle, usePaylink } from './use-paylink';

const PAYLINK_PAYMENT_TEXTS: PaymentChoiceTexts = {
  dueId: 'paylink.due',
  loadingId: 'paylink.loading',
  oxxoConfirmationId: 'paylink.oxxo.confirmation',
  speiConfirmationId: 'paylink.spei.confirmation',
};

/**
 * /payment/paylink?paylink_id=…: a pay-by-link, for anyone holding it, signed in or not. The
 * order and amount, then the ways to pay (a card, OXXO cash, SPEI: renew now's payment choice),
 * then the direct-payment success page. A link paid, expired, cancelled or unknown has its own
 * page. The paylink machine decides; this renders its view.
 */
export default function PaylinkPage() {
  const flow = usePaylink();
  const { view } = flow;
  if (view.redirectTo) return <Navigate to={view.redirectTo} replace />;
  switch (view.screen) {
    case 'already-paid':
    case 'cancelled':
    case 'not-found':
    case 'invalid':
      return <PaylinkOutcomePage outcome={view.screen} paylink={view.paylink} />;
    case 'too-many-tries':
      return <PaylinkOutcomePage outcome={view.screen} paylink={null} minutes={view.retryMinutes ?? 1} />;
    default:
      return <PaylinkFlow flow={flow} />;
  }
}

function PaylinkFlow({ flow }: { flow: PaylinkHandle }) {
  const intl = useIntl();
  const { firstFrame } = useServices();
  const { paylink, screen } = flow.view;
  // The ways to pay once the link is read. While it is read, what the page's early script wrote
  // into the HTML's frame from the link's details read at byte zero (the same ways to pay, or what
  // the link turned out to be), else its placeholder: the same box, so nothing moves.
  const subtitle = paylink ? (
    <PaylinkSubtitle sentence={intl.formatMessage({ id: 'paylink.ways' })} fillable={false} />
  ) : screen === 'loading' ? (
    <PaylinkSubtitle
      sentence={earlyWrittenSentence(earlyWrittenKey('paylink', flow.paylinkId))}
      fillable={firstFrame?.early?.locale === intl.locale}
    />
  ) : undefined;
  return (
    <Stack gap={6}>
      <PageHeader title={intl.formatMessage({ id: 'paylink.title' })} subtitle={subtitle} />
      <PaylinkStep flow={flow} />
    </Stack>
  );
}

function PaylinkStep({ flow }: { flow: PaylinkHandle }) {
  const intl = useIntl();
  const { view, actor } = flow;
  const retry = (
    <FormActions>
      <Button size="lg" onClick={() => actor.send({ type: 'RETRY' })}>
        {intl.formatMessage({ id: 'common.try_again' })}
      </Button>
    </FormActions>
  );
  switch (view.screen) {
    case 'ready':
      return view.paylink ? (
        <PayablePaylink paylink={view.paylink} onPay={() => actor.send({ type: 'PAY' })} />
      ) : null;
    case 'paying':
      return view.paylink && view.due ? (
        <Stack gap={5}>
          <PaylinkSummary paylink={view.paylink} />
          <PaymentChoiceScreen request={actor} due={view.due} texts={PAYLINK_PAYMENT_TEXTS} />
        </Stack>
      ) : null;
    case 'pay-failed':
      return (
        <Stack gap={5}>
          <Alert tone="danger" live="assertive">
            {intl.formatMessage({ id: view.failureMessageId ?? 'paylink.pay_failed' })}
          </Alert>
          {retry}
        </Stack>
      );
    case 'load-failed':
    case 'open-failed':
      return (
        <Stack gap={5}>
          <Alert
            tone="danger"
            live="assertive"
            title={intl.formatMessage({ id: 'paylink.load_failed.title' })}
          >
            {intl.formatMessage({ id: 'common.load_failed' })}
          </Alert>
          {retry}
        </Stack>
      );
    default:
      // Loading, opening, and an outcome on its way to its page.
      return <LoadingBlock labelId="paylink.loading" height="14rem" />;
  }
}
