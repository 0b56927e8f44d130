import type { Line } from '@senda/core/gateway';
import type { MessageId } from '@senda/core/i18n';
import type { FlowJourney } from '@senda/core/journey';
import { flowRouteTitle } from '@senda/core/navigation';
import { readOrderRefQuery } from '@senda/core/orders';
import { lineHomeQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Alert, PageHeader, PhoneNumber, Stack } from '../../design-system';
import { LoadingBlock } from '../../shared/loading-block';
import { queryView } from '../../shared/query-view';
import { useServices } from '../../shared/services-context';
import { flowJourneyLoad } from './flow-journey-load';
import { LineNotFound } from './line-not-found';
import { BackToLine, LinePageLoadFailed } from './line-page-parts';

/** The texts a line's service flow names its frame with. */
export interface LineFlowTexts {
  /** The page's title when the route has none of its own (flowRouteTitle). */
  titleId: MessageId;
  backId: MessageId;
  loadingId: MessageId;
  loadFailedId: MessageId;
  /** An order that has no line yet. */
  noLineId: MessageId;
}

/**
 * The frame every service flow's pages share (plan switch, renew now, SIM replacement,
 * termination): the line its orderRef names, read once, with the page's title, the way back to the
 * line and the line's number; a bad reference, the read in flight or failed, an order with no line
 * yet or another customer's line each said here. `children` renders the flow for the line, keyed
 * by what its machine is for (`subjectOf`, by default the SIM): a new one starts it afresh.
 *
 * A flow made from its journey file (`journey`) has the file read beside the line, not after it,
 * and waits for it under the frame: the title, the way back and the line's number are drawn at
 * once, the flow's placeholder below until both are known.
 */
export function LineFlowFrame({
  texts,
  subjectOf = simOf,
  journey,
  children,
}: {
  texts: LineFlowTexts;
  /**
   * What the flow's machine is for. A flow that changes the line's SIM itself (SIM replacement)
   * names the account: its own new SIM, read again once paid, must not start it over (that
   * remounted the result page under the customer's finger).
   */
  subjectOf?: (line: Line) => string;
  /** The journey the flow is made from (flow-journey-load.ts), when it has one. */
  journey?: FlowJourney<unknown>;
  children: (line: Line) => ReactNode;
}) {
  const intl = useIntl();
  const location = useLocation();
  const services = useServices();
  const { gateway } = services;
  useEffect(() => {
    if (journey) void flowJourneyLoad(services, journey);
  }, [services, journey]);
  const ref = readOrderRefQuery(location.search);
  const orderRef = ref.kind === 'valid' ? ref.value : null;
  const home = queryView(useQuery({ ...lineHomeQuery(gateway, orderRef ?? ''), enabled: orderRef !== null }));
  const titleId = flowRouteTitle(location.pathname) ?? texts.titleId;

  if (home.data?.kind === 'not-found') return <LineNotFound />;
  return (
    <Stack gap={6}>
      <PageHeader
        back={orderRef ? <BackToLine orderRef={orderRef} labelId={texts.backId} /> : undefined}
        title={intl.formatMessage({ id: titleId })}
        subtitle={home.data?.kind === 'line' ? <PhoneNumber number={home.data.line.msisdn} /> : undefined}
      />
      {ref.kind !== 'valid' && (
        <Alert tone="warning" title={intl.formatMessage({ id: 'manage_order.invalid_ref.title' })}>
          {intl.formatMessage({ id: 'manage_order.invalid_ref.body' })}
        </Alert>
      )}
      {home.status === 'loading' && <LoadingBlock labelId={texts.loadingId} height="16rem" />}
      {home.status === 'error' && (
        <LinePageLoadFailed titleId={texts.loadFailedId} bodyId="common.load_failed" onRetry={home.retry} />
      )}
      {home.data?.kind === 'order' && <Alert tone="info">{intl.formatMessage({ id: texts.noLineId })}</Alert>}
      {home.data?.kind === 'line' && (
        <Fragment key={subjectOf(home.data.line)}>
          <Suspense fallback={<LoadingBlock labelId={texts.loadingId} height="16rem" />}>
            {children(home.data.line)}
          </Suspense>
        </Fragment>
      )}
    </Stack>
  );
}

const simOf = (line: Line) => line.sim.iccid;
