import {
  newNumberMachineInput,
  newNumberView,
  provideNewNumberMachine,
} from '@senda/core/machines/new-number';
import { formatNationalNumber, newNumberStepData } from '@senda/core/purchase';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import { useStepDraftLocation } from '../../journey/use-step-draft-location';
import { StepActions } from '../step-form';
import styles from './connection-details-screen.module.css';
import type { ConnectionFormProps } from './connection-form-props';
import { NewNumberSearch } from './new-number-search';
import { NumberList } from './number-list';

/** A new number: core's new-number machine (category, search, lock) drawn, its `chosen` moves on. */
export function NewNumberForm({ saved, next, back }: ConnectionFormProps) {
  const intl = useIntl();
  const format = useFormatters();
  const services = useServices();
  const draft = useStepDraftLocation();
  const chooseErrorId = useId();
  const machine = useMemo(() => provideNewNumberMachine(services, draft), [services, draft]);
  const [input] = useState(() => newNumberMachineInput(services, draft, saved));
  const [snapshot, send, actorRef] = useMachine(machine, { input });
  const view = newNumberView(snapshot, send);

  useEffect(() => {
    const subscription = actorRef.on('chosen', (chosen) => next({ data: newNumberStepData(chosen) }));
    return () => subscription.unsubscribe();
  }, [actorRef, next]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.submit();
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <Stack gap={6}>
        <NewNumberSearch view={view} />
        <NumberList view={view} />
        {view.lock && (
          <Alert tone="success" live="polite">
            {intl.formatMessage(
              { id: 'connection_details.reserved' },
              {
                number: formatNationalNumber(view.lock.number),
                minutes: view.lockMinutesLeft ?? 0,
                time: format.time(view.lock.lockedUntil),
              },
            )}
          </Alert>
        )}
        {view.chooseError && (
          <p id={chooseErrorId} className={styles.error} role="alert">
            {intl.formatMessage({ id: 'validation.number.choose' })}
          </p>
        )}
        <StepActions onBack={back} describedBy={view.chooseError ? chooseErrorId : undefined} />
      </Stack>
    </form>
  );
}
