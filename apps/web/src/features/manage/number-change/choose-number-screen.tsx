import {
  chosenNumberData,
  numberChangeChoiceInput,
  provideNumberChangeChoice,
} from '@senda/core/flows/number-change';
import { newNumberView } from '@senda/core/machines/new-number';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, buttonClassName, FormActions, PhoneNumber, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { NewNumberSearch } from '../../purchase/connection-details/new-number-search';
import { NumberChoiceNotices } from '../../purchase/connection-details/number-choice-notices';
import { NumberList } from '../../purchase/connection-details/number-list';
import styles from './number-change.module.css';
import type { NumberChangeHandle } from './number-change-parts';

/**
 * /manage/change-number: the purchase's number choice (core's new-number machine, its category,
 * search and list parts), locking the number pressed; what changes is kept in the flow, so a
 * reload keeps it. Next moves the flow on with the number held.
 */
export function ChooseNumberScreen({ flow, linePath }: { flow: NumberChangeHandle; linePath: string }) {
  const intl = useIntl();
  const { gateway, stores } = useServices();
  const chooseErrorId = useId();
  const { view, keep, send } = flow;
  const machine = useMemo(() => provideNumberChangeChoice(gateway, keep), [gateway, keep]);
  const [input] = useState(() =>
    numberChangeChoiceInput(flow.actor.getSnapshot().context.data.number, {
      stores,
      currentNumber: view.currentNumber ?? flow.line.msisdn,
    }),
  );
  const [snapshot, sendChoice, choiceRef] = useMachine(machine, { input });
  const choice = newNumberView(snapshot, sendChoice);

  useEffect(() => {
    const subscription = choiceRef.on('chosen', (chosen) => send('NEXT', chosenNumberData(chosen)));
    return () => subscription.unsubscribe();
  }, [choiceRef, send]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    choice.submit();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <Stack gap={2}>
          <p>
            {intl.formatMessage(
              { id: 'number_change.choose.intro' },
              { number: <PhoneNumber number={view.currentNumber ?? flow.line.msisdn} /> },
            )}
          </p>
          <p className={styles.muted}>{intl.formatMessage({ id: 'number_change.choose.keeps' })}</p>
        </Stack>
        <NewNumberSearch view={choice} />
        <NumberList view={choice} />
        <NumberChoiceNotices view={choice} chooseErrorId={chooseErrorId} />
        <FormActions>
          <Button
            type="submit"
            size="lg"
            loading={choice.confirming}
            loadingLabel={intl.formatMessage({ id: 'connection_details.checking_number' })}
            aria-describedby={choice.chooseError ? chooseErrorId : undefined}
          >
            {intl.formatMessage({ id: 'common.next' })}
          </Button>
          <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={linePath}>
            {intl.formatMessage({ id: 'number_change.back_to_line' })}
          </Link>
        </FormActions>
      </Stack>
    </form>
  );
}
