import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../config/constants.ts';
import { bundles } from '../../i18n/messages/index.ts';
import {
  NUMBER_CHANGE_REFUSALS,
  type NumberChangeAction,
  type NumberChangeRefusal,
} from './gateway/number-change.schema.ts';
import {
  type ClosedLineFacts,
  numberChangeLineAction,
  numberChangeRefusalMessageId,
} from './number-change.rules.ts';

const ACTIONS: NumberChangeAction[] = ['CHANGE', 'RECOVERY'];
const textOf = (locale: (typeof SUPPORTED_LOCALES)[number], id: string) =>
  (bundles[locale] as Record<string, string>)[id];

/** The line page's refusal sentence for a line, in a language. */
function refusalShown(
  line: ClosedLineFacts,
  action: NumberChangeAction,
  reason: NumberChangeRefusal,
  locale: (typeof SUPPORTED_LOCALES)[number],
): string {
  const shown = numberChangeLineAction({ orderRef: 'SND-1', ...line }, action, {
    eligible: false,
    action,
    reason,
  });
  if (shown?.kind !== 'refused') throw new Error('expected a refusal');
  return textOf(locale, shown.reasonId) ?? '';
}

/** Says the operator holds the number for the customer, or that it may be recovered. */
const HELD_NUMBER = /guardemos|guardamos|recuperarlo|held for you|recover it/i;

/**
 * LINE_NOT_ACTIVE is given for a SIM not activated yet, a failed transfer, a number taken by
 * another operator and a line suspended for the line registry, besides a missed renewal: "renew
 * your plan first" was untrue for all but the last, so the sentence names no remedy.
 */
describe('a number change refused for a line not in service', () => {
  it.each(SUPPORTED_LOCALES)('is not told to renew in %s', (locale) => {
    for (const action of ACTIONS) {
      const text = textOf(locale, numberChangeRefusalMessageId('LINE_NOT_ACTIVE', action));
      expect(text).not.toMatch(/renew|renueva|recarga|recharge/i);
    }
  });
});

/**
 * The gateway answers LINE_CLOSED for every Inactive line. The sentence it had ("closed; while
 * its number is held for you, you can recover it") was shown under both actions on a line whose
 * number another operator took, or whose transfer failed: neither number is held by us, and the
 * recovery it pointed to was refused right beside it.
 */
describe('a number change or recovery refused for a closed line (LINE_CLOSED)', () => {
  const portedOut: ClosedLineFacts = { portedOut: { at: '2026-11-23T10:00:00.000Z', recipient: 'ATT' } };
  const failedTransfer: ClosedLineFacts = { portIn: { requestId: 'PI-1', status: 'PORT_IN_FAILED' } };
  const lapsed: ClosedLineFacts = { numberHeldUntil: '2027-01-20T06:00:00.000Z' };
  const closed: ClosedLineFacts = {};

  it.each(
    SUPPORTED_LOCALES,
  )('says a line without its number has none, not that it is held, in %s', (locale) => {
    for (const line of [portedOut, failedTransfer]) {
      for (const action of ACTIONS) {
        const text = refusalShown(line, action, 'LINE_CLOSED', locale);
        expect(text).toBe(textOf(locale, 'number_change.refusal.no_number'));
        expect(text).not.toMatch(HELD_NUMBER);
      }
    }
  });

  it.each(SUPPORTED_LOCALES)('points a lapsed line whose number is held to its recovery, in %s', (locale) => {
    expect(refusalShown(lapsed, 'CHANGE', 'LINE_CLOSED', locale)).toMatch(HELD_NUMBER);
  });

  it.each(SUPPORTED_LOCALES)('promises no held number for any other closed line, in %s', (locale) => {
    for (const action of ACTIONS) {
      expect(refusalShown(closed, action, 'LINE_CLOSED', locale)).not.toMatch(HELD_NUMBER);
      // The flow opened directly knows no line: the sentence claims nothing either.
      expect(textOf(locale, numberChangeRefusalMessageId('LINE_CLOSED', action))).not.toMatch(HELD_NUMBER);
    }
  });
});

describe('"Recover a number" refused', () => {
  it.each(SUPPORTED_LOCALES)('is never told when its number may change, in %s', (locale) => {
    const aboutChanging = /cambiarlo|cambiar de número|change it|change its number|changed\./i;
    for (const reason of NUMBER_CHANGE_REFUSALS.filter((r) => r !== 'CHANGED_RECENTLY')) {
      const text = textOf(locale, numberChangeRefusalMessageId(reason, 'RECOVERY'));
      expect(text, reason).toBeDefined();
      expect(text, reason).not.toMatch(aboutChanging);
    }
  });
});
