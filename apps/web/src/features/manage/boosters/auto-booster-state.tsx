import { type AutoBooster, boosterOfferQuery, saveAutoBooster } from '@senda/core/flows/boosters';
import type { Line } from '@senda/core/gateway';
import {
  type ErrorMessageInput,
  errorMessageId,
  FALLBACK_ERROR_MESSAGE_ID,
  type MessageId,
} from '@senda/core/i18n';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Alert } from '../../../design-system';
import { useServices } from '../../../shared/services-context';

// The automatic booster's state and words, shared by the boosters' page and the line page's
// one-tap off; apart from the consent's form, so the line page's part loads little.

/** What saving said: on, off, or why not (the gateway's refusal in words, or "try again"). */
export type Saved = 'on' | 'off' | { failed: MessageId } | null;

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
      // The gateway's refusal in words when it has some (a consent that no longer matches), else "try again".
      const known = errorMessageId((error ?? {}) as ErrorMessageInput);
      setSaved({ failed: known === FALLBACK_ERROR_MESSAGE_ID ? 'boosters.auto.save_failed' : known });
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
