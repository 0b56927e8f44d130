import { lockNumber, numberLockQuery, numberLockSwitch } from '@senda/core/flows/number-lock';
import type { Line } from '@senda/core/gateway';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Spinner, Stack } from '../../../design-system';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import styles from './number-lock.module.css';

/**
 * The number lock's switch: what it does in words, on in one tap (core's lockNumber moves it at
 * once and puts it back if the call fails), off through the page that asks for the code sent to
 * the account's e-mail (core's numberLockSwitch says which).
 */
export default function NumberLockSwitch({ line }: { line: Pick<Line, 'orderRef' | 'accountNumber'> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const titleId = useId();
  const descriptionId = useId();
  const { gateway, queryClient } = useServices();
  const lock = queryView(useQuery(numberLockQuery(gateway, line)));
  const save = useMutation({ mutationFn: () => lockNumber({ gateway, queryClient }, line) });
  const view = lock.data ? numberLockSwitch(lock.data, line) : null;
  const tap = () => {
    if (!view) return;
    if (view.tap.kind === 'lock') save.mutate();
    else navigate(view.tap.path);
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <Stack gap={2}>
        <div className={styles.row}>
          <h3 id={titleId} className={styles.title}>
            <FormattedMessage id="number_lock.action.label" />
          </h3>
          {view && (
            <button
              type="button"
              role="switch"
              aria-checked={view.on}
              aria-labelledby={titleId}
              aria-describedby={descriptionId}
              className={styles.switch}
              disabled={save.isPending}
              onClick={tap}
            >
              <span className={styles.track} aria-hidden="true">
                <span className={styles.thumb} />
              </span>
              <span aria-hidden="true">{intl.formatMessage({ id: view.stateId })}</span>
            </button>
          )}
        </div>
        <p id={descriptionId} className={styles.muted}>
          <FormattedMessage id="number_lock.action.description" />
          {view?.hintId && (
            <>
              {' '}
              <FormattedMessage id={view.hintId} />
            </>
          )}
        </p>
        {lock.status === 'loading' && (
          <Spinner size="sm" label={intl.formatMessage({ id: 'number_lock.action.loading' })} />
        )}
        {lock.status === 'error' && (
          <Alert tone="danger">
            <Stack gap={2}>
              <FormattedMessage id="number_lock.action.load_failed" />
              <Button variant="secondary" size="sm" onClick={lock.retry}>
                <FormattedMessage id="number_lock.action.retry" />
              </Button>
            </Stack>
          </Alert>
        )}
        <div aria-live="polite">
          {save.isPending && (
            <Spinner size="sm" label={intl.formatMessage({ id: 'number_lock.action.loading' })} />
          )}
          {save.isSuccess && view?.on && (
            <p className={styles.muted}>
              <FormattedMessage id="number_lock.action.turned_on" />
            </p>
          )}
          {save.isError && (
            <Alert tone="danger">
              <FormattedMessage id="number_lock.action.save_failed" />
            </Alert>
          )}
        </div>
      </Stack>
    </Card>
  );
}
