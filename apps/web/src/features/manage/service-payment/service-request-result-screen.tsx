import {
  provideServiceRequestResultMachine,
  serviceRequestResultInput,
  serviceRequestResultView,
} from '@senda/core/machines/service-payment';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import {
  Alert,
  Badge,
  buttonClassName,
  Card,
  Cluster,
  FormActions,
  Skeleton,
  Stack,
} from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import { MexicoCityTime } from '../mexico-city-time';
import styles from './service-payment.module.css';

/**
 * /manage/payment-success?orderRef=…&requestId=…[&paidOrder=…]: the request the address names, as
 * the gateway has it (core's serviceRequestResult machine reads the line's requests and the paid
 * order; another customer's answer 404 and nothing is shown), and the payment only when the
 * gateway says that order is paid. A reload, or the link opened later, says the same. In the
 * operator's app the way out is the webview close target the view names.
 */
export function ServiceRequestResultScreen() {
  const intl = useIntl();
  const format = useFormatters();
  const services = useServices();
  const location = useLocation();
  const machine = useMemo(() => provideServiceRequestResultMachine(services), [services]);
  const [input] = useState(() => serviceRequestResultInput(services, location.search));
  const actor = useActorRef(machine, { input });
  const { result, error, done } = useSelector(actor, serviceRequestResultView, sameView);
  const lineLink = done && (
    <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to={done.path}>
      {intl.formatMessage({ id: done.labelId })}
    </Link>
  );

  if (result.kind === 'checking') return <Skeleton height="14rem" />;
  if (result.kind === 'error') {
    return <QueryErrorAlert error={error} onRetry={() => actor.send({ type: 'RETRY' })} />;
  }
  if (result.kind === 'notFound' || result.kind === 'notPaid') {
    return (
      <Stack gap={5}>
        <Alert tone="warning" title={intl.formatMessage({ id: 'service_payment.result.not_found.title' })}>
          {result.kind === 'notPaid'
            ? intl.formatMessage(
                { id: 'service_payment.result.not_paid' },
                { orderRef: result.orderRef, state: intl.formatMessage({ id: result.stateId }) },
              )
            : intl.formatMessage({ id: 'service_payment.result.not_found.body' })}
        </Alert>
        {lineLink && <FormActions>{lineLink}</FormActions>}
      </Stack>
    );
  }

  const { request, paid } = result;
  return (
    <Stack gap={5}>
      <Alert
        tone={result.tone}
        live="polite"
        title={intl.formatMessage(
          { id: result.headlineId },
          {
            plan: request.planSwitch?.to ?? '',
            date: result.renewedUntil ? format.date(result.renewedUntil) : '',
          },
        )}
      >
        <p>
          {paid
            ? intl.formatMessage(
                { id: 'service_payment.result.paid' },
                { amount: paid.amount ? format.money(paid.amount.amount) : '', orderRef: paid.orderRef },
              )
            : intl.formatMessage({ id: 'service_payment.result.nothing_paid' })}
        </p>
        {result.receiptSent && <p>{intl.formatMessage({ id: 'service_payment.result.receipt' })}</p>}
      </Alert>
      <Card as="section" aria-labelledby="request-result-kind">
        <Stack gap={2}>
          <Cluster gap={2}>
            <h2 id="request-result-kind" className={styles.kind}>
              {intl.formatMessage({ id: request.kindLabelId })}
            </h2>
            <Badge tone={request.status.tone}>{intl.formatMessage({ id: request.status.messageId })}</Badge>
          </Cluster>
          {request.simReplacement && (
            <p>
              {intl.formatMessage(
                { id: 'sim_replacement.row.summary' },
                {
                  reason: intl.formatMessage({ id: request.simReplacement.reasonId }),
                  simType: request.simReplacement.simType,
                },
              )}
            </p>
          )}
          {request.planSwitch && (
            <>
              <p>
                {intl.formatMessage(
                  { id: 'plan_switch.row.summary' },
                  { from: request.planSwitch.from, to: request.planSwitch.to },
                )}
              </p>
              <p>
                {intl.formatMessage({ id: 'service_payment.result.effective' })}{' '}
                <MexicoCityTime at={request.planSwitch.effectiveAt} />
              </p>
            </>
          )}
          {request.path && (
            <Link to={request.path}>{intl.formatMessage({ id: 'service_payment.result.follow' })}</Link>
          )}
        </Stack>
      </Card>
      <FormActions>
        {result.next && (
          <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to={result.next.path}>
            {intl.formatMessage({ id: result.next.labelId })}
          </Link>
        )}
        {lineLink}
      </FormActions>
    </Stack>
  );
}

/** Views are rebuilt per snapshot; re-render only when something shown changed. */
function sameView(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
