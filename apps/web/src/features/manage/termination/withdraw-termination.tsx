import {
  canWithdrawTermination,
  isPendingTermination,
  terminationCancelEligibilityQuery,
  terminationGatewayCalls,
} from '@senda/core/flows/termination';
import type { Line } from '@senda/core/gateway';
import type { RequestRowView } from '@senda/core/machines/request-history';
import { requestFailureMessageId } from '@senda/core/machines/service-request-template';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { Alert, Button, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';

/**
 * "Withdraw the cancellation" on the line's pending termination in its requests, offered only while
 * the gateway's cancel eligibility names that request (until the line closes). Undoing a
 * cancellation loses nothing, so it is one tap; the line and its requests read again, and a notice
 * says it is done.
 */
export function WithdrawTermination({
  line,
  row,
}: {
  line: Pick<Line, 'orderRef' | 'accountNumber'>;
  row: RequestRowView;
}) {
  const intl = useIntl();
  const { gateway, queryClient, stores } = useServices();
  const notify = useSetAtom(stores.notifications.add, { store: stores.store });
  const customer = useAtomValue(stores.auth.state, { store: stores.store }).userId ?? '';
  const eligibility = useQuery({
    ...terminationCancelEligibilityQuery(gateway, line),
    enabled: isPendingTermination(row),
  });
  const withdraw = useMutation({
    mutationFn: () =>
      terminationGatewayCalls({ gateway, queryClient, storage: stores.storage }, line).cancel(
        { customer, subject: line.accountNumber },
        { accountNumber: line.accountNumber, requestId: row.requestId },
        new AbortController().signal,
      ),
    // A notice, not a line in the row: on the requests hub the row leaves the open list with it.
    onSuccess: () => notify({ message: { id: 'termination.withdraw_row.done' }, type: 'success' }),
  });
  if (!canWithdrawTermination(row, eligibility.data)) return null;
  return (
    <Stack gap={2}>
      {withdraw.error && (
        <Alert tone="danger" live="assertive">
          {intl.formatMessage({
            id: requestFailureMessageId(withdraw.error, 'termination.withdraw_row.failed'),
          })}
        </Alert>
      )}
      <Button variant="secondary" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
        {intl.formatMessage({ id: 'termination.withdraw_row.button' })}
      </Button>
    </Stack>
  );
}
