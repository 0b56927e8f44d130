import {
  provideSimActivationMachine,
  type SimActivationView,
  simActivationView,
} from '@senda/core/machines/sim-activation';
import { manageOrderPath, OTHER_ROUTES } from '@senda/core/navigation';
import { readOrderRefQuery } from '@senda/core/orders';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import {
  Alert,
  Button,
  buttonClassName,
  Card,
  IconCheckCircle,
  IconSim,
  IconWarning,
  PageHeader,
  phoneNumberValue,
  Stack,
  StatusPage,
  TextField,
} from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { useServices } from '../../../shared/services-context';
import { BackToLine, LinePageLoadFailed } from '../line-page-parts';
import { MexicoCityTime } from '../mexico-city-time';

/** /manage/sim-activation?orderRef=…: the ICCID printed on a delivered SIM card activates its line. */
export default function SimActivationPage() {
  const location = useLocation();
  const ref = readOrderRefQuery(location.search);
  if (ref.kind !== 'valid') return <InvalidOrderRef />;
  return <SimActivation orderRef={ref.value} />;
}

function SimActivation({ orderRef }: { orderRef: string }) {
  const intl = useIntl();
  const { gateway, queryClient } = useServices();
  const machine = useMemo(
    () => provideSimActivationMachine({ gateway, queryClient }),
    [gateway, queryClient],
  );
  const actor = useActorRef(machine, { input: { orderRef } });
  const view: SimActivationView = useSelector(actor, simActivationView, sameView);
  const lineLink = (
    <Link className={buttonClassName({ variant: 'primary' })} to={manageOrderPath(orderRef)}>
      <FormattedMessage id="sim_activation.view_line" />
    </Link>
  );

  if (view.phase === 'activated') {
    return (
      <StatusPage
        tone="success"
        icon={<IconCheckCircle size="2rem" />}
        title={intl.formatMessage({ id: 'sim_activation.activated.title' })}
        body={
          <FormattedMessage
            id={view.activated.bodyId}
            values={{
              msisdn: phoneNumberValue(view.msisdn),
              switchAt: view.activated.switchAt ? <MexicoCityTime at={view.activated.switchAt} /> : '',
            }}
          />
        }
      >
        {lineLink}
      </StatusPage>
    );
  }
  if (view.phase === 'already-active') {
    return (
      <StatusPage
        tone="success"
        icon={<IconSim size="2rem" />}
        title={intl.formatMessage({ id: 'sim_activation.already_active.title' })}
        body={intl.formatMessage({ id: 'sim_activation.already_active.body' })}
      >
        {lineLink}
      </StatusPage>
    );
  }
  if (view.phase === 'cancelled') {
    return (
      <StatusPage
        tone="info"
        icon={<IconSim size="2rem" />}
        title={intl.formatMessage({ id: 'sim_activation.cancelled.title' })}
        body={intl.formatMessage({ id: 'sim_activation.cancelled.body' })}
      >
        {lineLink}
      </StatusPage>
    );
  }
  if (view.phase === 'no-physical-sim') {
    return (
      <StatusPage
        tone="info"
        icon={<IconSim size="2rem" />}
        title={intl.formatMessage({ id: 'sim_activation.no_physical_sim.title' })}
        body={intl.formatMessage({ id: 'sim_activation.no_physical_sim.body' })}
      >
        {lineLink}
      </StatusPage>
    );
  }
  if (view.phase === 'not-found') {
    return (
      <StatusPage
        tone="warning"
        icon={<IconWarning size="2rem" />}
        title={intl.formatMessage({ id: 'sim_activation.title' })}
        body={intl.formatMessage({ id: 'orders.not_found' })}
      >
        <Link className={buttonClassName({ variant: 'primary' })} to={OTHER_ROUTES.orderList}>
          <FormattedMessage id="manage_order.back" />
        </Link>
      </StatusPage>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };

  return (
    <Stack gap={6}>
      <PageHeader
        back={<BackToLine orderRef={orderRef} labelId="sim_activation.view_line" />}
        title={intl.formatMessage({ id: 'sim_activation.title' })}
        subtitle={intl.formatMessage({ id: 'orders.order_ref' }, { orderRef })}
      />
      {view.phase === 'loading' && <LoadingBlock labelId="sim_activation.loading" height="10rem" />}
      {view.phase === 'load-failed' && (
        <LinePageLoadFailed
          titleId="sim_activation.load_failed.title"
          bodyId="sim_activation.load_failed.body"
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      )}
      {view.showForm && (
        <Card as="section">
          <form noValidate onSubmit={submit}>
            <Stack gap={5}>
              <p>
                <FormattedMessage id="sim_activation.intro" />
              </p>
              {view.failureMessageId && (
                <Alert
                  tone="danger"
                  live="assertive"
                  title={intl.formatMessage({ id: 'sim_activation.failed.title' })}
                >
                  {intl.formatMessage({ id: view.failureMessageId })}
                </Alert>
              )}
              <TextField
                label={intl.formatMessage({ id: 'sim_activation.iccid.label' })}
                hint={intl.formatMessage({ id: 'sim_activation.iccid.hint' })}
                error={view.iccidErrorId ? intl.formatMessage({ id: view.iccidErrorId }) : undefined}
                name="iccid"
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                maxLength={view.iccidMaxLength}
                value={view.iccid}
                readOnly={view.busy}
                onChange={(event) => actor.send({ type: 'ICCID_CHANGED', value: event.target.value })}
              />
              <Button
                type="submit"
                loading={view.busy}
                loadingLabel={intl.formatMessage({ id: 'sim_activation.submit' })}
              >
                {intl.formatMessage({ id: 'sim_activation.submit' })}
              </Button>
            </Stack>
          </form>
        </Card>
      )}
    </Stack>
  );
}

function InvalidOrderRef() {
  const intl = useIntl();
  return (
    <Stack gap={6}>
      <PageHeader title={intl.formatMessage({ id: 'sim_activation.title' })} />
      <Alert tone="warning" title={intl.formatMessage({ id: 'manage_order.invalid_ref.title' })}>
        <FormattedMessage id="manage_order.invalid_ref.body" />
      </Alert>
    </Stack>
  );
}

/** Views are rebuilt per snapshot; re-render only when something shown changed. */
function sameView(a: SimActivationView, b: SimActivationView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
