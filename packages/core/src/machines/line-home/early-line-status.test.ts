import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../config/constants.ts';
import { paidOrderAnswer } from '../../gateway/test-support/line-fixture.ts';
import { createSendaIntl } from '../../i18n/create-intl.ts';
import { formatDate, MEXICO_CITY_TIME_ZONE } from '../../i18n/format-date.ts';
import {
  earlyLineStatusSentence,
  earlyLineStatusTexts,
  isGlobalConfigRead,
  isOrderRead,
} from './early-line-status.ts';
import { lineHomeView } from './line-home.view.ts';
import { base, everyCombination } from './test-support/every-line-facts.ts';

/**
 * The line status's sentence written into the line page's frame before the app runs: for every
 * line the gateway can answer, the very sentence the line page renders (LineHome: the view's
 * meaning, its date by the page's formatter), in each language; nothing when it cannot be sure.
 */
const REF = 'SND-261126-00003';
const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const intlOf = (locale: (typeof SUPPORTED_LOCALES)[number]) =>
  createSendaIntl({ locale, onError: (error) => expect.fail(String(error)) });
const framesTexts = (locale: (typeof SUPPORTED_LOCALES)[number]) => {
  const intl = intlOf(locale);
  return earlyLineStatusTexts(locale, (id, values) => intl.formatMessage({ id }, values));
};
const answerWith = (line: unknown, delivery?: unknown) => {
  const answer = paidOrderAnswer(REF, line);
  return { result: { ...answer.result, ...(delivery ? { delivery } : {}) } };
};
/** A line whose sentence names a date (active until its renewal, its eSIM not installed). */
const ACTIVE_UNTIL = {
  ...base,
  status: 'Active',
  sim: { ...base.sim, installationStatus: 'NOT_INSTALLED' },
  renewalDate: '2026-12-25T05:30:00.000Z',
};

describe('the line status written from the early order read', () => {
  for (const locale of SUPPORTED_LOCALES) {
    it(`is the sentence the line page renders, for every combination of facts (${locale})`, () => {
      const intl = intlOf(locale);
      const texts = framesTexts(locale);
      const config = { result: { country_config: {} } };
      let compared = 0;
      for (const { line, delivery } of everyCombination()) {
        const { status } = lineHomeView(line, { delivery }, NOW);
        const rendered = intl.formatMessage(
          { id: status.meaningId },
          {
            date: status.meaningDate
              ? formatDate(status.meaningDate, { locale, timeZone: MEXICO_CITY_TIME_ZONE })
              : '',
          },
        );
        expect(earlyLineStatusSentence(answerWith(line, delivery), texts, config)).toBe(rendered);
        compared++;
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it('names the date in the time zone of the country config, and waits for it', () => {
    const texts = framesTexts('en-US');
    const answer = answerWith(ACTIVE_UNTIL);
    // 05:30 UTC on 25 December is still the 24th in Tijuana, the 24th too in Mexico City (23:30).
    expect(earlyLineStatusSentence(answer, texts, null)).toBeUndefined();
    const tijuana = { result: { country_config: { default_timezone: 'America/Tijuana' } } };
    expect(earlyLineStatusSentence(answer, texts, tijuana)).toContain('Dec 24, 2026');
    const utc = { country_config: { default_timezone: 'UTC' } };
    expect(earlyLineStatusSentence(answer, texts, utc)).toContain('Dec 25, 2026');
  });

  it('says nothing for an order with no line yet, an answer its schema refuses, or texts it lacks', () => {
    const texts = framesTexts('es-MX');
    const { line: _, ...pending } = answerWith(base).result;
    expect(earlyLineStatusSentence({ result: pending }, texts, null)).toBeUndefined();
    expect(earlyLineStatusSentence(answerWith({ ...base, status: 'Working' }), texts, null)).toBeUndefined();
    expect(earlyLineStatusSentence(undefined, texts, null)).toBeUndefined();
    expect(earlyLineStatusSentence(answerWith(base), { locale: 'es-MX', texts: {} }, null)).toBeUndefined();
    expect(earlyLineStatusSentence(answerWith(base), { ...texts, locale: 'fr-FR' }, null)).toBeUndefined();
  });

  it('finds the order read of the address and the global config among the early reads', () => {
    const gateway = 'https://gateway.example/gateway/';
    expect(isOrderRead(new URL(`${gateway}order-service/v2/orders/${REF}`), REF)).toBe(true);
    expect(isOrderRead(new URL(`${gateway}order-service/v2/orders/SND-261126-00004`), REF)).toBe(false);
    expect(isGlobalConfigRead(new URL(`${gateway}config-service/v1/global_config`))).toBe(true);
    expect(isGlobalConfigRead(new URL(`${gateway}config-service/v1/maintenance`))).toBe(false);
  });
});
