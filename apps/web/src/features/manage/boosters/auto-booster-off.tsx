import type { Line } from '@senda/core/gateway';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button, Stack } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import { AutoBoosterSaved, autoBoosterSentence, useAutoBooster } from './auto-booster-state';

/**
 * The line page's automatic booster while it is on: what it buys, for how much, on which card and
 * how often (the terms the customer agreed to), and off in one tap, as on the boosters' page. Once
 * off it says so and offers nothing more here: turning it on again asks for the consent, on the
 * boosters' page.
 */
export default function AutoBoosterOff({
  line,
  classNames,
}: {
  line: Pick<Line, 'orderRef' | 'accountNumber'>;
  /** The line page's own classes for its title and terms (no stylesheet of its own to fetch). */
  classNames: { title?: string | undefined; terms?: string | undefined };
}) {
  const intl = useIntl();
  const format = useFormatters();
  const titleId = useId();
  const { offer, busy, saved, save } = useAutoBooster(line);
  const automatic = offer?.automatic;
  if (!automatic) return <AutoBoosterSaved saved={saved} />;
  return (
    <section aria-labelledby={titleId}>
      <Stack gap={2}>
        <h3 id={titleId} className={classNames.title}>
          {intl.formatMessage({ id: 'boosters.auto.title' })}
        </h3>
        <p className={classNames.terms}>
          {autoBoosterSentence(intl, format.money, 'boosters.auto.on', {
            ...automatic,
            amount: automatic.price.amount,
            bought: automatic.boughtThisPeriod,
          })}
        </p>
        <Button variant="secondary" fullWidth loading={busy} onClick={() => save({ on: false })}>
          {intl.formatMessage({ id: 'boosters.auto.turn_off' })}
        </Button>
        <AutoBoosterSaved saved={saved} />
      </Stack>
    </section>
  );
}
