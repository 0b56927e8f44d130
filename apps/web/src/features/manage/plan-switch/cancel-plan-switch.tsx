import {
  canCancelPlanSwitch,
  isPendingPlanSwitch,
  planSwitchCancelEligibilityQuery,
  planSwitchGatewayCalls,
} from '@senda/core/flows/plan-switch';
import type { Line } from '@senda/core/gateway';
import type { RequestRowView } from '@senda/core/machines/request-history';
import { requestFailureMessageId } from '@senda/core/machines/service-request-template';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Cluster, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';

/**
 * Cancel on a pending plan switch in the request history, offered only while the gateway's
 * cancel eligibility names this request. Asks once to be sure; the line's requests read again.
 */
export function CancelPlanSwitch({
  line,
  row,
}: {
  line: Pick<Line, 'orderRef' | 'sim'>;
  row: RequestRowView;
}) {
  const intl = useIntl();
  const { gateway, queryClient, stores } = useServices();
  const target = { orderRef: line.orderRef, simNumber: line.sim.iccid };
  const customer = useAtomValue(stores.auth.state, { store: stores.store }).userId ?? '';
  const eligibility = useQuery({
    ...planSwitchCancelEligibilityQuery(gateway, target),
    enabled: isPendingPlanSwitch(row),
  });
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () =>
      planSwitchGatewayCalls({ gateway, queryClient, storage: stores.storage }, line).cancel(
        { customer, subject: target.simNumber },
        { simNumber: target.simNumber, requestId: row.requestId },
        new AbortController().signal,
      ),
  });
  if (!canCancelPlanSwitch(row, eligibility.data)) return null;

  return (
    <Stack gap={2}>
      {cancel.error && (
        <Alert tone="danger" live="assertive">
          {intl.formatMessage({
            id: requestFailureMessageId(cancel.error, 'errors.plan_switch.cancel_failed'),
          })}
        </Alert>
      )}
      {confirming ? (
        <Stack gap={2}>
          <p>
            <FormattedMessage id="plan_switch.cancel.confirm" />
          </p>
          <Cluster gap={2}>
            <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {intl.formatMessage({ id: 'plan_switch.cancel.yes' })}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {intl.formatMessage({ id: 'plan_switch.cancel.keep' })}
            </Button>
          </Cluster>
        </Stack>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {intl.formatMessage({ id: 'plan_switch.cancel' })}
        </Button>
      )}
    </Stack>
  );
}
