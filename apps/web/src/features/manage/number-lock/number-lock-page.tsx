import { type NumberLockView, numberLockView, provideNumberLockMachine } from '@senda/core/flows/number-lock';
import type { Line } from '@senda/core/gateway';
import { manageOrderPath } from '@senda/core/navigation';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  buttonClassName,
  FormActions,
  IconCheckCircle,
  Stack,
  StatusPage,
} from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { useServices } from '../../../shared/services-context';
import { StepUpStep } from '../../step-up/step-up-step';
import { LineFlowFrame, type LineFlowTexts } from '../line-flow-frame';

const TEXTS: LineFlowTexts = {
  titleId: 'number_lock.unlock.title',
  backId: 'number_lock.unlock.back_to_line',
  loadingId: 'number_lock.unlock.loading',
  loadFailedId: 'number_lock.unlock.load_failed',
  noLineId: 'number_lock.unlock.no_line',
};

/**
 * /manage/number-lock: turning the line's number lock off (core's number-lock machine): what that
 * opens the number to, the code sent to the account's e-mail (the shared step-up step), then done.
 * Turning it on is the line page's switch, one tap.
 */
export default function NumberLockPage() {
  return (
    <LineFlowFrame texts={TEXTS} subjectOf={(line) => line.accountNumber}>
      {(line) => <UnlockFlow line={line} />}
    </LineFlowFrame>
  );
}

function UnlockFlow({ line }: { line: Line }) {
  const { gateway, queryClient } = useServices();
  const machine = useMemo(
    () => provideNumberLockMachine({ gateway, queryClient }, line),
    [gateway, queryClient, line],
  );
  const actor = useActorRef(machine, { input: { accountNumber: line.accountNumber } });
  const view = useSelector(actor, numberLockView);
  return <UnlockScreen view={view} orderRef={line.orderRef} retry={() => actor.send({ type: 'RETRY' })} />;
}

/** One screen per state of the machine (the stories render each). */
export function UnlockScreen({
  view,
  orderRef,
  retry,
}: {
  view: NumberLockView;
  orderRef: string;
  retry: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const linePath = manageOrderPath(orderRef);
  const backToLine = (variant: 'primary' | 'secondary') => (
    <Link className={buttonClassName({ variant, size: 'lg', fullWidth: true })} to={linePath}>
      <FormattedMessage id="number_lock.unlock.back_to_line" />
    </Link>
  );

  switch (view.screen) {
    case 'checking':
      return <LoadingBlock labelId="number_lock.unlock.loading" height="8rem" />;
    case 'sending':
      return <LoadingBlock labelId="number_lock.unlock.sending" height="8rem" />;
    case 'check-failed':
    case 'failed':
      return (
        <Stack gap={4}>
          <Alert tone="danger" live="assertive">
            {intl.formatMessage({
              id: view.screen === 'failed' ? 'number_lock.unlock.failed' : 'number_lock.unlock.check_failed',
            })}
          </Alert>
          <FormActions layout="stacked">
            <Button size="lg" fullWidth onClick={retry}>
              <FormattedMessage id="number_lock.unlock.retry" />
            </Button>
            {backToLine('secondary')}
          </FormActions>
        </Stack>
      );
    case 'approve':
      return (
        <Stack gap={4}>
          <p>
            <FormattedMessage id="number_lock.unlock.body" />
          </p>
          {view.stepUp && (
            <StepUpStep
              actor={view.stepUp}
              headingLevel={2}
              cancelLabel={intl.formatMessage({ id: 'number_lock.unlock.cancel' })}
              onCancel={() => navigate(linePath)}
            />
          )}
        </Stack>
      );
    case 'unlocked':
      return (
        <StatusPage
          tone="success"
          icon={<IconCheckCircle size="2rem" />}
          title={intl.formatMessage({ id: 'number_lock.unlock.done.title' })}
          body={intl.formatMessage({ id: 'number_lock.unlock.done.body' })}
        >
          {backToLine('primary')}
        </StatusPage>
      );
    case 'not-locked':
      return (
        <StatusPage
          tone="info"
          icon={<IconCheckCircle size="2rem" />}
          title={intl.formatMessage({ id: 'number_lock.unlock.not_locked.title' })}
          body={intl.formatMessage({ id: 'number_lock.unlock.not_locked.body' })}
        >
          {backToLine('primary')}
        </StatusPage>
      );
  }
}
