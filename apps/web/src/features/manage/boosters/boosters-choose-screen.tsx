import { boosterIva, chooseBooster } from '@senda/core/flows/boosters';
import type { Line } from '@senda/core/gateway';
import { useIntl } from 'react-intl';
import { Alert, Button, Stack } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import { AutoBoosterSection } from './auto-booster-section';
import styles from './boosters.module.css';
import type { BoostersHandle } from './boosters-parts';

/**
 * /manage/boosters: the add-ons the plan allows, each one button that names its data and price
 * (IVA included, and how much is IVA); a tap chooses it and opens the payment, where a saved card
 * is already chosen. Below, the automatic booster, with its consent.
 */
export function BoostersChooseScreen({ flow, line }: { flow: BoostersHandle; line: Line }) {
  const intl = useIntl();
  const format = useFormatters();
  const { view, actor } = flow;
  const sending = view.screen === 'sending';
  const choose = (sku: string) => {
    for (const event of chooseBooster(sku)) actor.send(event);
  };
  return (
    <Stack gap={5}>
      <p>
        {intl.formatMessage(
          { id: 'boosters.intro' },
          { date: view.validUntil ? format.date(view.validUntil) : 'none' },
        )}
      </p>
      <ul className={styles.choices}>
        {view.boosters.map((booster) => (
          <li key={booster.sku}>
            <Button
              size="lg"
              fullWidth
              loading={sending && view.chosenSku === booster.sku}
              disabled={sending || (!view.sends.has('SUBMIT') && !view.sends.has('RETRY'))}
              onClick={() => choose(booster.sku)}
            >
              {intl.formatMessage(
                { id: 'boosters.choose.label' },
                { data: `${booster.dataGb} GB`, amount: format.money(booster.price.amount) },
              )}
            </Button>
            <p className={styles.iva}>
              {intl.formatMessage(
                { id: 'boosters.choose.iva' },
                { amount: format.money(boosterIva(booster)) },
              )}
            </p>
          </li>
        ))}
      </ul>
      <p className={styles.iva}>{intl.formatMessage({ id: 'boosters.pay_with' })}</p>
      {view.screen === 'send-failed' && view.messageId && (
        <Alert tone="danger" live="assertive">
          {intl.formatMessage({ id: view.messageId })}
        </Alert>
      )}
      <AutoBoosterSection line={line} />
    </Stack>
  );
}
