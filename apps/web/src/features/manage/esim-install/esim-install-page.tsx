import {
  type EsimCodes,
  type EsimInstallMachine,
  type EsimInstallView,
  esimInstallInput,
  esimInstallView,
  provideEsimInstallMachine,
} from '@senda/core/machines/esim-install';
import { manageOrderPath } from '@senda/core/navigation';
import { readOrderRefQuery } from '@senda/core/orders';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import {
  Alert,
  Button,
  ButtonLink,
  buttonClassName,
  Card,
  IconCheckCircle,
  IconEsim,
  PageHeader,
  phoneNumberValue,
  Spinner,
  Stack,
  StatusPage,
} from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { useServices } from '../../../shared/services-context';
import { BackToLine, LinePageLoadFailed } from '../line-page-parts';
import { MexicoCityTime } from '../mexico-city-time';
import { EsimCodesToCopy } from './copy-code';
import { EsimHelp } from './esim-install-help';
import styles from './esim-install-page.module.css';
import { EsimOnAnotherDevice, EsimOnThisPhone, EsimQrCard } from './esim-on-phone';
import { EsimOptionCard } from './esim-option-card';

/**
 * /manage/esim-install-oneclick and /manage/esim-install-manual?orderRef=… (one page): the
 * eSIM installed the way the device allows. Which way is core's decision (esim-install.device.ts);
 * the page passes the user agent and shows the view.
 */
export default function EsimInstallPage() {
  const location = useLocation();
  const ref = readOrderRefQuery(location.search);
  if (ref.kind !== 'valid') return <InvalidOrderRef />;
  return <EsimInstall orderRef={ref.value} />;
}

function EsimInstall({ orderRef }: { orderRef: string }) {
  const intl = useIntl();
  const { gateway, queryClient, stores } = useServices();
  const machine = useMemo(() => provideEsimInstallMachine({ gateway, queryClient }), [gateway, queryClient]);
  const [input] = useState(() => esimInstallInput({ stores }, orderRef, navigator.userAgent));
  const actor = useActorRef(machine, { input });
  const view: EsimInstallView = useSelector(actor, esimInstallView, sameView);
  const lineLink = (
    <Link className={buttonClassName({ variant: 'primary' })} to={manageOrderPath(orderRef)}>
      <FormattedMessage id="esim_install.view_line" />
    </Link>
  );

  if (view.phase === 'installed' && view.installed) {
    const { bodyId, detailId, msisdn, temporaryNumber, switchAt } = view.installed;
    return (
      <StatusPage
        tone="success"
        icon={<IconCheckCircle size="2rem" />}
        title={intl.formatMessage({ id: 'esim_install.installed.title' })}
        body={
          <>
            <FormattedMessage
              id={bodyId}
              values={{
                msisdn: phoneNumberValue(msisdn),
                switchAt: switchAt ? <MexicoCityTime at={switchAt} /> : '',
              }}
            />
            {detailId && (
              <>
                {' '}
                <FormattedMessage id={detailId} values={{ temporary: phoneNumberValue(temporaryNumber) }} />
              </>
            )}
          </>
        }
      >
        {lineLink}
      </StatusPage>
    );
  }
  if (view.phase === 'unavailable') {
    return (
      <StatusPage
        tone="info"
        icon={<IconEsim size="2rem" />}
        title={intl.formatMessage({ id: 'esim_install.unavailable.title' })}
        body={intl.formatMessage({ id: 'esim_install.unavailable.body' })}
      >
        {lineLink}
      </StatusPage>
    );
  }

  return (
    <Stack gap={6}>
      <PageHeader
        back={<BackToLine orderRef={orderRef} labelId="esim_install.view_line" />}
        title={intl.formatMessage({ id: 'esim_install.title' })}
        subtitle={intl.formatMessage({ id: 'orders.order_ref' }, { orderRef })}
      />
      {view.phase === 'loading' && <LoadingBlock labelId="esim_install.loading" height="14rem" />}
      {view.phase === 'load-failed' && (
        <LinePageLoadFailed
          titleId="esim_install.load_failed.title"
          bodyId="esim_install.load_failed.body"
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      )}
      {view.phase === 'install' && view.codes && (
        <>
          <Alert tone={view.esimConfirmed ? 'success' : 'info'}>
            {intl.formatMessage({
              id: view.esimConfirmed ? 'esim_install.compatible' : 'esim_install.check_compatibility',
            })}
          </Alert>
          {view.via === 'on-phone' ? (
            <EsimOnThisPhone codes={view.codes} onCopied={() => actor.send({ type: 'CODE_COPIED' })} />
          ) : view.oneClickUrl ? (
            <EsimOptionCard titleId="esim_install.one_click.title" bodyId="esim_install.one_click.body">
              <ButtonLink
                href={view.oneClickUrl}
                fullWidth
                iconStart={<IconEsim />}
                onClick={() => actor.send({ type: 'INSTALL_STARTED' })}
              >
                {intl.formatMessage({ id: 'esim_install.one_click.cta' })}
              </ButtonLink>
            </EsimOptionCard>
          ) : (
            <EsimQrCard codes={view.codes} titleId="esim_install.qr.title" bodyId="esim_install.qr.body" />
          )}
          {view.via !== 'on-phone' && (
            <ManualCodes codes={view.codes} onCopied={() => actor.send({ type: 'CODE_COPIED' })} />
          )}
          <InstallStatus view={view} actor={actor} />
          {view.via === 'on-phone' && <EsimOnAnotherDevice codes={view.codes} />}
          <EsimHelp order={view.helpOrder} />
        </>
      )}
    </Stack>
  );
}

function ManualCodes({ codes, onCopied }: { codes: EsimCodes; onCopied: () => void }) {
  return (
    <EsimOptionCard titleId="esim_install.manual.title" bodyId="esim_install.manual.body" mutedBody>
      <EsimCodesToCopy codes={codes} parts="iphone" onCopied={onCopied} />
    </EsimOptionCard>
  );
}

type EsimActor = ActorRefFrom<EsimInstallMachine>;

function InstallStatus({ view, actor }: { view: EsimInstallView; actor: EsimActor }) {
  const intl = useIntl();
  return (
    <Card as="section">
      <Stack gap={4}>
        <output className={styles.status}>
          {view.status === 'waiting' && <Spinner size="sm" />}
          {view.status === 'waiting' && intl.formatMessage({ id: 'esim_install.status.waiting' })}
          {view.status === 'resting' && intl.formatMessage({ id: 'esim_install.status.resting' })}
        </output>
        {view.failureMessageId && (
          <Alert tone="danger" live="assertive">
            {intl.formatMessage({ id: view.failureMessageId })}
          </Alert>
        )}
        <div className={styles.actions}>
          <Button
            loading={view.status === 'reporting'}
            loadingLabel={intl.formatMessage({ id: 'esim_install.confirm' })}
            onClick={() => actor.send({ type: 'CONFIRM_INSTALLED' })}
          >
            {intl.formatMessage({ id: 'esim_install.confirm' })}
          </Button>
          {view.can.checkAgain && (
            <Button variant="secondary" onClick={() => actor.send({ type: 'CHECK_AGAIN' })}>
              {intl.formatMessage({ id: 'esim_install.check_again' })}
            </Button>
          )}
        </div>
      </Stack>
    </Card>
  );
}

function InvalidOrderRef() {
  const intl = useIntl();
  return (
    <Stack gap={6}>
      <PageHeader title={intl.formatMessage({ id: 'esim_install.title' })} />
      <Alert tone="warning" title={intl.formatMessage({ id: 'manage_order.invalid_ref.title' })}>
        <FormattedMessage id="manage_order.invalid_ref.body" />
      </Alert>
    </Stack>
  );
}

/** Views are rebuilt per snapshot; re-render only when something shown changed. */
function sameView(a: EsimInstallView, b: EsimInstallView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
