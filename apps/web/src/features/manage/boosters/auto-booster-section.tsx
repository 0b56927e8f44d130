import {
  type AutoBooster,
  autoBoosterConsentFor,
  boosterOfferQuery,
  saveAutoBooster,
} from '@senda/core/flows/boosters';
import type { Line } from '@senda/core/gateway';
import { isMessageId, type MessageId } from '@senda/core/i18n';
import { requestFailureMessageId } from '@senda/core/machines/service-request-template';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Alert, Button, Card, Checkbox, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';

/** What saving said: on, off, or why not (the gateway's refusal in words, or "try again"). */
type Saved = 'on' | 'off' | { failed: MessageId } | null;

const SAVED_TEXTS = {
  on: 'boosters.auto.saved_on',
  off: 'boosters.auto.saved_off',
} as const;

/** The sentence that says what the automatic booster buys, on which card, how often (its consent, or its state). */
export function autoBoosterSentence(
  intl: IntlShape,
  money: (amount: number) => string,
  id: 'boosters.auto.consent' | 'boosters.auto.on',
  terms: Pick<AutoBooster, 'dataGb' | 'maxPerPeriod'> & {
    amount: number;
    card: { brand: string; last4: string };
    bought?: number;
  },
): string {
  return intl.formatMessage(
    { id },
    {
      data: `${terms.dataGb} GB`,
      amount: money(terms.amount),
      brand: terms.card.brand,
      last4: terms.card.last4,
      max: terms.maxPerPeriod,
      bought: terms.bought ?? 0,
    },
  );
}

/**
 * The automatic booster's offer as read and its saving (on with its consent, or off), shared by
 * the boosters' page and the line page's one-tap off: saving reads the offer again.
 */
export function useAutoBooster(line: Pick<Line, 'orderRef' | 'accountNumber'>) {
  const { gateway, queryClient } = useServices();
  const offer = useQuery(boosterOfferQuery(gateway, line)).data;
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<Saved>(null);
  const save = async (change: Parameters<typeof saveAutoBooster>[2]) => {
    setBusy(true);
    try {
      await saveAutoBooster({ gateway, queryClient }, line, change);
      setSaved(change.on ? 'on' : 'off');
      return true;
    } catch (error) {
      const known = requestFailureMessageId(error, 'boosters.auto.save_failed');
      setSaved({ failed: isMessageId(known) ? known : 'boosters.auto.save_failed' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { offer, busy, saved, save };
}

/** What saving said, read out politely. */
export function AutoBoosterSaved({ saved }: { saved: Saved }) {
  const intl = useIntl();
  if (!saved) return null;
  return (
    <Alert tone={typeof saved === 'object' ? 'danger' : 'success'} live="polite">
      {intl.formatMessage({ id: typeof saved === 'object' ? saved.failed : SAVED_TEXTS[saved] })}
    </Alert>
  );
}

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
