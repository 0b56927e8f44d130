import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../../config/constants.ts';
import { createSendaIntl } from '../../i18n/create-intl.ts';
import { formatDate, MEXICO_CITY_TIME_ZONE } from '../../i18n/format-date.ts';
import {
  type EarlyRescheduleRead,
  earlyRescheduleSentence,
  earlyRescheduleTexts,
  isRescheduleValidation,
} from './early-reschedule.ts';

/**
 * The reschedule link's sentence written into its page's frame before the app runs, from the
 * validation index.html sent at byte zero: the address step's notice for a usable link (both its
 * dates as the page writes them), the refused page's message for a link that cannot be used, in
 * each language; nothing when it cannot be sure.
 */
const intlOf = (locale: SupportedLocale) =>
  createSendaIntl({ locale, onError: (error) => expect.fail(String(error)) });
const frameOf = (locale: SupportedLocale) => {
  const intl = intlOf(locale);
  return { locale, texts: earlyRescheduleTexts((id, values) => intl.formatMessage({ id }, values)) };
};
const address = { postalCode: '06700', country: 'MX', street: 'Durango', addressLine1: 'Durango 12' };
const FAILED_AT = '2026-11-24T23:30:00.000Z';
const EXPIRES_AT = '2026-12-01T05:59:00.000Z';
const valid = (accessToken?: string) => ({
  result: {
    valid: true,
    reschedule: {
      rescheduleId: 'rs_1',
      orderRef: 'SND-261124-00004',
      deliveryAddress: address,
      billingAddress: address,
      failedAt: FAILED_AT,
      expiresAt: EXPIRES_AT,
      fees: {
        DOORSTEP_DELIVERY: { amount: 49, currency: 'MXN' },
        SELF_PICKUP: { amount: 0, currency: 'MXN' },
      },
      slotCalendarId: 'doorstep',
    },
    ...(accessToken ? { accessToken } : {}),
  },
});
const read = (body: unknown, { status = 200, signedIn = false } = {}): EarlyRescheduleRead => ({
  status,
  body,
  signedIn,
});
const CONFIG = { result: { country_config: {} } };

describe("the reschedule link's early sentence", () => {
  for (const locale of SUPPORTED_LOCALES) {
    it(`is the address step's notice for a usable link, its dates in the config's zone (${locale})`, () => {
      const intl = intlOf(locale);
      const date = (iso: string) => formatDate(iso, { locale, timeZone: MEXICO_CITY_TIME_ZONE });
      // As address-screen.tsx writes it: the notice, a space, until when the link works.
      const rendered = `${intl.formatMessage(
        { id: 'reschedule_delivery.failed_notice' },
        { date: date(FAILED_AT) },
      )} ${intl.formatMessage({ id: 'reschedule_delivery.link_valid_until' }, { date: date(EXPIRES_AT) })}`;
      // Signed out, the answer carries the link's session; signed in as its customer, none.
      expect(earlyRescheduleSentence(read(valid('link.session.token')), frameOf(locale), CONFIG)).toBe(
        rendered,
      );
      expect(earlyRescheduleSentence(read(valid(), { signedIn: true }), frameOf(locale), CONFIG)).toBe(
        rendered,
      );
      // A stored config (its result, as the app keeps it) names the zone too.
      expect(earlyRescheduleSentence(read(valid()), frameOf(locale), CONFIG.result)).toBe(rendered);
    });

    it(`is the refused page's message for each refusal, and for another customer's link (${locale})`, () => {
      const intl = intlOf(locale);
      const message = (id: string) => intl.formatMessage({ id });
      for (const [reason, id] of [
        ['INVALID', 'reschedule_delivery.refused.invalid'],
        ['USED', 'reschedule_delivery.refused.used'],
        ['EXPIRED', 'reschedule_delivery.refused.expired'],
        // A reason this build does not know reads as INVALID, as the page's schema has it.
        ['REVOKED', 'reschedule_delivery.refused.invalid'],
      ] as const) {
        expect(
          earlyRescheduleSentence(read({ result: { valid: false, reason } }), frameOf(locale), CONFIG),
        ).toBe(message(id));
      }
      // Signed in here and handed a session: the link is another customer's (the page says log out).
      expect(
        earlyRescheduleSentence(
          read(valid('link.session.token'), { signedIn: true }),
          frameOf(locale),
          CONFIG,
        ),
      ).toBe(message('reschedule_delivery.refused.other_customer'));
    });
  }

  it('says nothing when unsure: no read, a failure, the wrong-code limit, a refused body, no zone yet', () => {
    const frame = frameOf('en-US');
    expect(earlyRescheduleSentence(undefined, frame, CONFIG)).toBeUndefined();
    expect(earlyRescheduleSentence(read({}, { status: 503 }), frame, CONFIG)).toBeUndefined();
    // Past the wrong-code limit the page says how many minutes to wait, from a header: not here.
    expect(
      earlyRescheduleSentence(
        read({ failure: { code: 'RESCHEDULE_CODE_TRIES_EXCEEDED' } }, { status: 429 }),
        frame,
        CONFIG,
      ),
    ).toBeUndefined();
    expect(earlyRescheduleSentence(read({ result: { valid: true } }), frame, CONFIG)).toBeUndefined();
    expect(earlyRescheduleSentence(read(valid()), frame, null)).toBeUndefined();
    // A frame in a language this build does not write.
    expect(earlyRescheduleSentence(read(valid()), { ...frame, locale: 'fr-FR' }, CONFIG)).toBeUndefined();
  });

  it("never writes the link's session into what it says", () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3JfMSJ9.c2lnbmF0dXJl';
    for (const signedIn of [false, true]) {
      expect(
        earlyRescheduleSentence(read(valid(token), { signedIn }), frameOf('es-MX'), CONFIG),
      ).not.toContain(token);
    }
  });

  it('knows the validation of the address code, and no other read', () => {
    const url = (path: string) => new URL(path, 'https://senda.test/');
    const validation = '/gateway/logistics-service/v1/shipment/reschedule/validate?verificationCode=ABC123';
    expect(isRescheduleValidation(url(validation), 'ABC123')).toBe(true);
    expect(isRescheduleValidation(url(validation), 'ABC124')).toBe(false);
    expect(isRescheduleValidation(url('/gateway/config-service/v1/maintenance'), 'ABC123')).toBe(false);
  });
});
