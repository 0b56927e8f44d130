import { readRescheduleCode, readRescheduleResultId } from '@senda/core/flows/reschedule-delivery';
import { manageOrderPath, OTHER_ROUTES, RESCHEDULE_DELIVERY_ROUTES } from '@senda/core/navigation';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Alert, Button, buttonClassName, FormActions, PageHeader, Stack } from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { LogOutButton } from '../../../shared/log-out-button';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import { earlyWrittenKey, earlyWrittenSentence } from '../../../shell/early-frame-marks';
import { EarlyAlertFrame } from '../../../shell/early-sentence-frame';
import { FlowPageShell, sameScreen } from '../flow-page-shell';
import { useServiceRequestFlow } from '../use-service-request-flow';
import { AddressScreen } from './address-screen';
import { RESCHEDULE_DELIVERY_REQUEST, type RescheduleDeliveryHandle } from './reschedule-delivery-parts';
import { RescheduleResultScreen } from './reschedule-result-screen';
import { ReviewScreen } from './review-screen';

/**
 * Delivery rescheduling's four pages (/reschedule_delivery/sim_only, /review_detail,
 * /reschedule/payment, /reschedule/payment-success), opened from the failed delivery's e-mail link
 * (`code=`), signed in or not: the link's code is checked first (a wrong, used or expired one gets
 * its own page), and a valid one signs its customer in. Each page runs the same machine for the
 * code (saved per code); the address follows the machine, and the flow page shell shows the
 * screen of its view (the card payment, its failure, the check that failed and the wait are the
 * shell's; the link refused and the outcome are this flow's own).
 */
export default function RescheduleDeliveryPage() {
  const intl = useIntl();
  const location = useLocation();
  const code = readRescheduleCode(location.search);
  return (
    <Stack gap={6}>
      {code === null ? (
        <>
          <PageHeader title={intl.formatMessage({ id: 'reschedule_delivery.flow.title' })} />
          <Refused messageId="reschedule_delivery.refused.invalid" offersLogOut={false} />
        </>
      ) : (
        <Flow key={code} code={code} />
      )}
    </Stack>
  );
}

/**
 * The flow for the link's code. The result page reads the reschedule from the gateway (once
 * booked, the link, and so the machine opened again here, is used) and titles it by that booking;
 * every other page is titled by the view's screen, not by its address.
 */
function Flow({ code }: { code: string }) {
  const flow = useServiceRequestFlow(RESCHEDULE_DELIVERY_REQUEST, code);
  const { view } = flow;
  const orderPath = view.details ? manageOrderPath(view.details.orderRef) : OTHER_ROUTES.orderList;
  const location = useLocation();
  const resultId = readRescheduleResultId(location.search);
  if (location.pathname === RESCHEDULE_DELIVERY_ROUTES.paymentSuccess && resultId) {
    return <RescheduleResultScreen rescheduleId={resultId} orderPath={orderPath} />;
  }
  return <FlowScreens flow={flow} orderPath={orderPath} code={code} />;
}

/**
 * While the link is checked on the page the e-mail opens: the notice its early script wrote from
 * the link's early validation (or its placeholder, which that script may still fill), in the same
 * alert and at the top, where the address step's own notice will be, above the frame's
 * placeholder, so nothing moves and nothing is painted twice.
 */
function Checking({ code }: { code: string }) {
  const intl = useIntl();
  const { firstFrame } = useServices();
  const location = useLocation();
  const early = firstFrame?.path === location.pathname ? firstFrame.early : undefined;
  return (
    <LoadingBlock labelId="reschedule_delivery.loading" height="16rem">
      {early && (
        <EarlyAlertFrame
          tone={early.tone}
          sentence={earlyWrittenSentence(earlyWrittenKey(early.reader, code))}
          fillable={early.locale === intl.locale}
        />
      )}
    </LoadingBlock>
  );
}

/** The screen of the flow's view on this route, under the view's title. */
function FlowScreens({
  flow,
  orderPath,
  code,
}: {
  flow: RescheduleDeliveryHandle;
  orderPath: string;
  code: string;
}) {
  const intl = useIntl();
  const { view, send, actor } = flow;
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: view.titleId })} />
      <FlowPageShell
        view={view}
        leaving={flow.leaving}
        screens={{
          checking: () => <Checking code={code} />,
          address: () => <AddressScreen flow={flow} />,
          ...sameScreen(view, ['review', 'sending', 'send-failed', 'failed'], () =>
            view.screen === 'failed' && !view.details ? (
              <NotBooked flow={flow} orderPath={orderPath} />
            ) : (
              <ReviewScreen flow={flow} />
            ),
          ),
          refused: () => (
            <Refused
              messageId={view.messageId ?? 'reschedule_delivery.refused.invalid'}
              values={view.messageValues}
              offersLogOut={view.offersLogOut}
            />
          ),
          ...sameScreen(view, ['done', 'follow-later', 'left'], () => (
            <Outcome flow={flow} orderPath={orderPath} />
          )),
        }}
        loadingId="reschedule_delivery.loading"
        checkFailedId="reschedule_delivery.check_failed"
        retry={() => send('RETRY')}
        edit={() => send('EDIT')}
        payment={{ request: actor, backPath: orderPath }}
      />
    </>
  );
}

/** A link that cannot be used: why, and where the customer's orders are. */
function Refused({
  messageId,
  values,
  offersLogOut,
}: {
  messageId: NonNullable<RescheduleDeliveryHandle['view']['messageId']>;
  values?: RescheduleDeliveryHandle['view']['messageValues'] | undefined;
  offersLogOut: boolean;
}) {
  const intl = useIntl();
  return (
    <Stack gap={5}>
      <Alert
        tone="warning"
        live="polite"
        title={intl.formatMessage({ id: 'reschedule_delivery.refused.title' })}
      >
        {intl.formatMessage({ id: messageId }, values ?? undefined)}
      </Alert>
      <FormActions>
        {offersLogOut && <LogOutButton variant="primary" size="lg" />}
        <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={OTHER_ROUTES.orderList}>
          {intl.formatMessage({ id: 'reschedule_delivery.see_orders' })}
        </Link>
      </FormActions>
    </Stack>
  );
}

/**
 * The booking failed after the fee was paid, the flow opened again past the link's check (the
 * address moved to the review, or a reload): no delivery to choose, only what happened, what was
 * paid and the way to the orders.
 */
function NotBooked({ flow, orderPath }: { flow: RescheduleDeliveryHandle; orderPath: string }) {
  const intl = useIntl();
  const { view } = flow;
  return (
    <Stack gap={5}>
      <Alert tone="danger" live="assertive">
        {intl.formatMessage({ id: view.messageId ?? 'reschedule_delivery.error.failed_paid' })}
      </Alert>
      {view.payment && <FeePaid amount={view.payment.amount} />}
      <FormActions>
        <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={orderPath}>
          {intl.formatMessage({ id: 'reschedule_delivery.see_orders' })}
        </Link>
      </FormActions>
    </Stack>
  );
}

/** "Paid: $49.00 (IVA included).": the redelivery fee the request's order took. */
function FeePaid({ amount }: { amount: number }) {
  const intl = useIntl();
  const format = useFormatters();
  return <p>{intl.formatMessage({ id: 'reschedule_delivery.done.paid' }, { fee: format.money(amount) })}</p>;
}

/** The new delivery booked (when and where, and the fee paid), or still being booked, or left. */
function Outcome({ flow, orderPath }: { flow: RescheduleDeliveryHandle; orderPath: string }) {
  const intl = useIntl();
  const format = useFormatters();
  const { view, send } = flow;
  const delivery = view.delivery;
  const booked = view.screen === 'done';
  return (
    <Stack gap={5}>
      <Alert tone={booked ? 'success' : 'info'} live="polite">
        {booked &&
        delivery?.method === 'DOORSTEP_DELIVERY' &&
        delivery.date &&
        delivery.startTime &&
        delivery.endTime
          ? intl.formatMessage(
              { id: 'reschedule_delivery.done.doorstep' },
              {
                date: format.day(delivery.date, 'day'),
                start: format.timeOfDay(delivery.startTime),
                end: format.timeOfDay(delivery.endTime),
              },
            )
          : booked
            ? intl.formatMessage({ id: 'reschedule_delivery.done.pickup' })
            : intl.formatMessage({
                id: view.screen === 'left' ? 'reschedule_delivery.left' : 'reschedule_delivery.follow_later',
              })}
      </Alert>
      {booked && view.payment && <FeePaid amount={view.payment.amount} />}
      <FormActions>
        {view.sends.has('CHECK_AGAIN') && (
          <Button size="lg" onClick={() => send('CHECK_AGAIN')}>
            {intl.formatMessage({ id: 'common.try_again' })}
          </Button>
        )}
        <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={orderPath}>
          {intl.formatMessage({ id: 'reschedule_delivery.see_order' })}
        </Link>
      </FormActions>
    </Stack>
  );
}
