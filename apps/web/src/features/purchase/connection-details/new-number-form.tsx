import {
  newNumberMachineInput,
  newNumberView,
  provideNewNumberMachine,
} from '@senda/core/machines/new-number';
import { newNumberStepData } from '@senda/core/purchase';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { useStepDraftLocation } from '../../journey/use-step-draft-location';
import { StepActions } from '../step-form';
import styles from './connection-details-screen.module.css';
import type { ConnectionFormProps } from './connection-form-props';
import { LinesPerPersonNote } from './lines-per-person-note';
import { NewNumberSearch } from './new-number-search';
import { NumberChoiceNotices } from './number-choice-notices';
import { NumberList } from './number-list';

/** A new number: core's new-number machine (category, search, lock) drawn, its `chosen` moves on. */
export function NewNumberForm({ saved, next, back }: ConnectionFormProps) {
  const intl = useIntl();
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
        <NumberChoiceNotices view={view} chooseErrorId={chooseErrorId} />
        <LinesPerPersonNote />
        <StepActions
          onBack={back}
          loading={view.confirming}
          loadingLabel={intl.formatMessage({ id: 'connection_details.checking_number' })}
          describedBy={view.chooseError ? chooseErrorId : undefined}
        />
      </Stack>
    </form>
  );
}
