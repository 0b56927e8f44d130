import {
  provideServiceRequestStatusMachine,
  readStatusTarget,
  type StatusTarget,
  serviceRequestStatusView,
} from '@senda/core/machines/request-status';
import { readOrderRefQuery } from '@senda/core/orders';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Alert, Button, PageHeader, Skeleton, Spinner, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { LineNotFound } from '../line-not-found';
import { BackToLine } from '../line-page-parts';
import { RequestTimeline } from './request-timeline';

/**
 * /manage/service-request-status?orderRef=…[&requestId=…]: one request's status as a timeline,
 * read again every second while it is still moving, with the reason when it failed.
 */
export default function ServiceRequestStatusPage() {
  const intl = useIntl();
  const location = useLocation();
  const target = readStatusTarget(location.search);
  if (!target) {
    return (
      <Stack gap={6}>
        <PageHeader title={intl.formatMessage({ id: 'service_request_status.title' })} />
        <Alert tone="warning" title={intl.formatMessage({ id: 'service_request_status.invalid.title' })}>
          <FormattedMessage id="service_request_status.invalid.body" />
        </Alert>
      </Stack>
    );
  }
  // A new request in the URL is a new page: the machine is made for one target.
  return <RequestStatus key={JSON.stringify(target)} target={target} />;
}

function RequestStatus({ target }: { target: StatusTarget }) {
  const intl = useIntl();
  const location = useLocation();
  const { gateway } = useServices();
  const machine = useMemo(() => provideServiceRequestStatusMachine(gateway), [gateway]);
  const [snapshot, send] = useMachine(machine, { input: { target } });
  const view = serviceRequestStatusView(snapshot);
  const linkRef = readOrderRefQuery(location.search);
  const orderRef = view.timeline?.orderRef ?? (linkRef.kind === 'valid' ? linkRef.value : null);

  if (view.phase === 'notFound') {
    return (
      <LineNotFound
        titleId="service_request_status.not_found.title"
        bodyId="service_request_status.not_found.body"
      />
    );
  }

  return (
    <Stack gap={6}>
      <PageHeader
        back={orderRef ? <BackToLine orderRef={orderRef} labelId="service_request_status.back" /> : undefined}
        title={intl.formatMessage({ id: 'service_request_status.title' })}
        subtitle={view.timeline ? intl.formatMessage({ id: view.timeline.kindLabelId }) : undefined}
      />

      {view.phase === 'loading' && (
        <Stack gap={4} aria-busy="true">
          <Spinner size="sm" label={intl.formatMessage({ id: 'service_request_status.loading' })} />
          <Skeleton height="6rem" />
          <Skeleton height="10rem" />
        </Stack>
      )}
      {view.phase === 'loadFailed' && view.errorMessageId && (
        <Alert
          tone="danger"
          live="polite"
          title={intl.formatMessage({ id: 'common.load_failed' })}
          action={
            <Button variant="secondary" size="sm" onClick={() => send({ type: 'RETRY' })}>
              {intl.formatMessage({ id: 'common.try_again' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: view.errorMessageId })}
        </Alert>
      )}
      {view.timeline && <RequestTimeline timeline={view.timeline} />}
      {view.phase === 'followLater' && (
        <Alert
          tone="info"
          live="polite"
          action={
            <Button variant="secondary" size="sm" onClick={() => send({ type: 'CHECK_AGAIN' })}>
              {intl.formatMessage({ id: 'service_request_status.check_again' })}
            </Button>
          }
        >
          <FormattedMessage id="service_request_status.follow_later" />
        </Alert>
      )}
    </Stack>
  );
}
