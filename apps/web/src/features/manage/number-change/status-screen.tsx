import { serviceRequestStatusLabel } from '@senda/core/machines/service-request-template';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  Alert,
  Badge,
  Button,
  buttonClassName,
  Card,
  Cluster,
  FormActions,
  PhoneNumber,
  Stack,
} from '../../../design-system';
import styles from './number-change.module.css';
import type { NumberChangeHandle } from './number-change-parts';

/**
 * /manage/change-number/status (and recovery's): the request followed (the spec: once a second, 30
 * times), then done (the line has its new number: the line page shows it), failed, or still on
 * its way after the window (CHECK_AGAIN).
 */
export function StatusScreen({ flow, linePath }: { flow: NumberChangeHandle; linePath: string }) {
  const intl = useIntl();
  const { view, send } = flow;
  const recovery = view.action === 'RECOVERY';
  const number = view.chosen ? <PhoneNumber number={view.chosen.number} /> : '';
  const current = <PhoneNumber number={view.currentNumber ?? flow.line.msisdn} />;
  const done = view.screen === 'done';
  const failed = view.screen === 'failed';
  const status = view.status ? serviceRequestStatusLabel(view.status) : null;
  const titleId = done
    ? recovery
      ? 'number_change.recovery.done.title'
      : 'number_change.status.done.title'
    : failed
      ? 'number_change.status.failed.title'
      : recovery
        ? 'number_change.recovery.pending.title'
        : 'number_change.status.pending.title';

  return (
    <Stack gap={5}>
      <Alert
        tone={done ? 'success' : failed ? 'danger' : 'info'}
        live="polite"
        title={intl.formatMessage({ id: titleId }, { number })}
      >
        {done
          ? intl.formatMessage({ id: view.texts.doneBodyId })
          : failed
            ? intl.formatMessage({ id: view.messageId ?? 'number_change.errors.failed' })
            : intl.formatMessage({ id: view.texts.pendingBodyId }, { number, current })}
      </Alert>
      {view.notice && <Alert tone="info">{intl.formatMessage({ id: view.notice })}</Alert>}
      {view.reference && (
        <Card as="section" aria-labelledby="number-change-request">
          <Cluster gap={2}>
            <h2 id="number-change-request" className={styles.sectionTitle}>
              {intl.formatMessage({ id: 'number_change.status.request' }, { requestId: view.reference })}
            </h2>
            {status && <Badge tone={status.tone}>{intl.formatMessage({ id: status.messageId })}</Badge>}
          </Cluster>
        </Card>
      )}
      <FormActions>
        {view.sends.has('CHECK_AGAIN') && (
          <Button size="lg" onClick={() => send('CHECK_AGAIN')}>
            {intl.formatMessage({ id: 'number_change.status.check_again' })}
          </Button>
        )}
        {view.sends.has('RETRY') && (
          <Button size="lg" onClick={() => send('RETRY')}>
            {intl.formatMessage({ id: 'common.try_again' })}
          </Button>
        )}
        <Link
          className={buttonClassName({ variant: done ? 'primary' : 'secondary', size: 'lg' })}
          to={linePath}
        >
          {intl.formatMessage({ id: 'number_change.back_to_line' })}
        </Link>
      </FormActions>
    </Stack>
  );
}
