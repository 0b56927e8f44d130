import { autoBoosterConsentFor, type saveAutoBooster } from '@senda/core/flows/boosters';
import type { Line } from '@senda/core/gateway';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, Checkbox, Stack } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import { AutoBoosterSaved, autoBoosterSentence, useAutoBooster } from './auto-booster-state';

/**
 * The automatic booster (LFPC art. 76 Bis): off, its consent names the add-on, the amount, the
 * card and the cap, and it turns on only once the customer ticks it; on, it says what it buys and
 * turns off in one tap. Its state is the line's offer as read (saving reads it again).
 */
export function AutoBoosterSection({ line }: { line: Pick<Line, 'orderRef' | 'accountNumber'> }) {
  const intl = useIntl();
  const format = useFormatters();
  const { offer, busy, saved, save: saveChange } = useAutoBooster(line);
  const [agreed, setAgreed] = useState(false);
  const titleId = useId();
  if (!offer) return null;
  const consent = autoBoosterConsentFor(offer);
  const save = async (change: Parameters<typeof saveAutoBooster>[2]) => {
    if (await saveChange(change)) setAgreed(false);
  };
  const { automatic } = offer;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <Stack gap={3}>
        <h2 id={titleId}>{intl.formatMessage({ id: 'boosters.auto.title' })}</h2>
        {automatic ? (
          <>
            <p>
              {autoBoosterSentence(intl, format.money, 'boosters.auto.on', {
                ...automatic,
                amount: automatic.price.amount,
                bought: automatic.boughtThisPeriod,
              })}
            </p>
            <Button variant="secondary" loading={busy} onClick={() => save({ on: false })}>
              {intl.formatMessage({ id: 'boosters.auto.turn_off' })}
            </Button>
          </>
        ) : consent ? (
          <>
            <p>{autoBoosterSentence(intl, format.money, 'boosters.auto.consent', consent)}</p>
            <Checkbox
              label={intl.formatMessage({ id: 'boosters.auto.agree' })}
              checked={agreed}
              onChange={(event) => setAgreed(event.currentTarget.checked)}
            />
            <Button
              variant="secondary"
              loading={busy}
              disabled={!agreed}
              onClick={() => save({ on: true, consent })}
            >
              {intl.formatMessage({ id: 'boosters.auto.turn_on' })}
            </Button>
          </>
        ) : (
          <p>{intl.formatMessage({ id: 'boosters.auto.no_card' })}</p>
        )}
        <AutoBoosterSaved saved={saved} />
      </Stack>
    </Card>
  );
}
