import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, buttonClassName, FormActions, PhoneNumber, RadioGroup, Stack } from '../../../design-system';
import { ChargeAside } from '../../../shared/charge-aside';
import { useFormatters } from '../../../shared/use-formatters';
import { MexicoCityTime } from '../mexico-city-time';
import type { NumberChangeHandle } from './number-change-parts';

/**
 * /manage/recovery-number: the previous numbers the line may take back (changed away, or lost
 * when the line lapsed), each with until when and its fee; the one chosen is kept as it is
 * chosen (a reload keeps it), and Continue shows it for confirmation with a one-time code.
 */
export function RecoveryScreen({ flow, linePath }: { flow: NumberChangeHandle; linePath: string }) {
  const intl = useIntl();
  const format = useFormatters();
  const { view, send, keep } = flow;
  const [tried, setTried] = useState(false);
  const chosen = view.chosen?.number ?? '';

  const options = view.recoverable.map((previous) => ({
    value: previous.number,
    label: <PhoneNumber number={previous.number} />,
    description: (
      <>
        <FormattedMessage
          id={
            previous.releasedBy === 'LAPSED'
              ? 'number_change.recovery.released_lapsed'
              : 'number_change.recovery.released_changed'
          }
          values={{ date: format.date(previous.releasedAt) }}
        />{' '}
        <FormattedMessage
          id="number_change.recovery.until"
          values={{ date: <MexicoCityTime at={previous.recoverableUntil} /> }}
        />
        {previous.planPeriod && (
          <>
            <br />
            <FormattedMessage
              id="number_change.lapsed.includes_plan"
              values={{
                days: previous.planPeriod.validityDays,
                amount: format.money(previous.planPeriod.amount.amount),
              }}
            />
          </>
        )}
      </>
    ),
    aside: <ChargeAside amount={previous.fee.amount} freeId="number_change.details.free" />,
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (chosen) send('NEXT', { number: chosen });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <p>{intl.formatMessage({ id: view.texts.introId })}</p>
        <RadioGroup
          legend={intl.formatMessage({ id: 'number_change.recovery.legend' })}
          options={options}
          value={chosen}
          onChange={(number) => keep({ number })}
          error={
            tried && !chosen
              ? intl.formatMessage({ id: 'number_change.recovery.choose_required' })
              : undefined
          }
          required
        />
        <FormActions>
          <Button type="submit" size="lg">
            {intl.formatMessage({ id: 'number_change.recovery.continue' })}
          </Button>
          <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={linePath}>
            {intl.formatMessage({ id: 'number_change.back_to_line' })}
          </Link>
        </FormActions>
      </Stack>
    </form>
  );
}
