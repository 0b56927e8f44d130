import { isStructurallySame } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../config/constants.ts';
import { messageArguments, parseIcuMessage } from '../icu-message.ts';
import { DEFAULT_MESSAGE_VALUES } from '../message-values.ts';
import { bundles, isMessageId, MESSAGE_IDS, type MessageId } from './index.ts';

const [reference, ...others] = SUPPORTED_LOCALES;
const idsOf = (locale: (typeof SUPPORTED_LOCALES)[number]) => Object.keys(bundles[locale]).sort();

/** Ids whose text is the same word in both languages; anything else identical is an untranslated string. */
const SAME_IN_BOTH_LANGUAGES: ReadonlySet<string> = new Set<string>([
  // Product words Spanish borrows as they are, and language names written in their own language.
  'orders.sim_type.esim',
  'home.sim.esim.label',
  'language.option.es_mx',
  'language.option.en_us',
  // The CURP is Mexico's population registry key, named so in English pages too.
  'personal_details.curp',
  // "Plan" is Spanish too.
  'addons.summary.plan',
  'pending_orders.item_type.plan',
  // IVA is the tax's name in English pages too (the customer's receipt and the SAT say IVA).
  'manage_order.tax',
  'order_summary.tax',
  // A page title: the page's own words, then the brand ("Elige tu plan · Senda").
  'shell.page_title',
  // Renew now: "Plan" again, and the CLABE, the Mexican bank account key, by its name.
  'renewal.review.plan',
  'payment_choice.spei.clabe',
  // The number search's cities: Mexican cities keep their names in English pages
  // (Mexico City aside), and "{city} ({lada})" has no words.
  'number_lada.option',
  ...['guadalajara', 'monterrey', 'puebla', 'toluca', 'tijuana', 'leon', 'queretaro', 'merida', 'cancun'].map(
    (city) => `number_lada.city.${city}`,
  ),
]);

describe('message bundles', () => {
  it('every supported locale has the same ids', () => {
    for (const locale of others) {
      const missing = idsOf(reference).filter((id) => !Object.hasOwn(bundles[locale], id));
      const extra = idsOf(locale).filter((id) => !Object.hasOwn(bundles[reference], id));
      expect({ locale, missing, extra }).toEqual({ locale, missing: [], extra: [] });
    }
  });

  it('MESSAGE_IDS lists the en-US ids and isMessageId recognises them', () => {
    expect([...MESSAGE_IDS].sort()).toEqual(idsOf('en-US'));
    expect(isMessageId('verify_otp.title')).toBe(true);
    expect(isMessageId('verify_otp.nope')).toBe(false);
    expect(isMessageId('toString')).toBe(false);
  });

  it('every message parses as ICU', () => {
    const broken = SUPPORTED_LOCALES.flatMap((locale) =>
      Object.entries(bundles[locale])
        .filter(([, text]) => parseIcuMessage(text) === undefined)
        .map(([id]) => `${locale}:${id}`),
    );
    expect(broken).toEqual([]);
  });

  it('the two languages ask for the same placeholders, with the same types', () => {
    const mismatches: string[] = [];
    for (const id of MESSAGE_IDS) {
      const base = parseIcuMessage(bundles[reference][id]) ?? [];
      for (const locale of others) {
        const other = parseIcuMessage(bundles[locale][id]) ?? [];
        const same = isStructurallySame(base, other);
        const names =
          [...messageArguments(base)].sort().join() === [...messageArguments(other)].sort().join();
        if (!same.success || !names)
          mismatches.push(`${locale}:${id} ${same.error?.message ?? 'tags differ'}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('ids are namespaced: lower-case segments joined by dots', () => {
    const flat = MESSAGE_IDS.filter((id) => !/^[a-z_]+(?:\.[a-z0-9_-]+)+$/.test(id));
    expect(flat).toEqual([]);
  });

  it('no message is left blank', () => {
    const blank = SUPPORTED_LOCALES.flatMap((locale) =>
      Object.entries(bundles[locale])
        .filter(([, text]) => text.trim() === '')
        .map(([id]) => `${locale}:${id}`),
    );
    expect(blank).toEqual([]);
  });

  it('es-MX is translated, not copied from en-US', () => {
    const copied = MESSAGE_IDS.filter(
      (id) => bundles['es-MX'][id] === bundles['en-US'][id] && !SAME_IN_BOTH_LANGUAGES.has(id),
    );
    expect(copied).toEqual([]);
  });

  it('es-MX addresses the customer as tú, never usted', () => {
    const formal = MESSAGE_IDS.filter((id) =>
      /\busted(es)?\b|\bsu cuenta\b|\bingrese\b/i.test(bundles['es-MX'][id]),
    );
    expect(formal).toEqual([]);
  });

  it('carries the texts the spec quotes', () => {
    expect(bundles['es-MX']['promo.maximum_reached']).toBe(
      'Se ha alcanzado el número máximo de códigos promocionales.',
    );
    expect(bundles['es-MX']['technical_difficulties.title']).toBe('Desafíos técnicos');
    expect(bundles['en-US']['technical_difficulties.title']).toBe('Technical difficulties');
    expect(bundles['en-US']['common.next']).toBe('Next');
    // The spec quotes the upstream "Total (Inc. tax)"; en-US names the tax IVA on every price
    // (one set of labels), so the total says "IVA included" like the rest.
    expect(bundles['en-US']['common.total_inc_tax']).toBe('Total (IVA included)');
    expect(bundles['en-US']['verify_otp.description']).toBe(
      'Enter {length} digit verification code sent to {email}',
    );
  });

  it('names the tax one way on every price, per language', () => {
    const PRICE_LABELS: readonly MessageId[] = [
      'common.total_inc_tax',
      'manage_order.subtotal',
      'order_summary.subtotal',
      'manage_order.tax',
      'order_summary.tax',
      'home.perk.vat_included',
      'home.plans.subtitle',
      'pre_checkout.subtitle',
      'layout.footer.legal',
      'plan_switch.summary.due_now.value',
    ];
    const INCLUDED = { 'en-US': 'IVA included', 'es-MX': 'IVA incluido' } as const;
    for (const locale of SUPPORTED_LOCALES) {
      const text = (id: MessageId) => bundles[locale][id];
      for (const id of PRICE_LABELS) {
        expect(text(id), `${locale} ${id}`).toContain('IVA');
        // Words only: a placeholder's name ({tax}) is not text the customer reads.
        expect(text(id).replace(/\{[^}]*\}/g, ''), `${locale} ${id}`).not.toMatch(
          /\btax\b|\bVAT\b|impuesto/i,
        );
      }
      for (const id of ['common.total_inc_tax', 'home.perk.vat_included', 'home.plans.subtitle'] as const) {
        expect(text(id), `${locale} ${id}`).toContain(INCLUDED[locale]);
      }
      expect(text('manage_order.subtotal')).toBe(text('order_summary.subtotal'));
      expect(text('manage_order.tax')).toBe(text('order_summary.tax'));
    }
    const english = Object.entries(bundles['en-US']).filter(([id]) => !id.startsWith('cfdi.'));
    expect(english.filter(([, value]) => /Inc\. tax|\bVAT\b|tax included|before tax/i.test(value))).toEqual(
      [],
    );
  });

  it('a time is shown with its zone; dates and times come formatted by core, never by a message', () => {
    const ZONE = { 'en-US': '(Mexico City time)', 'es-MX': '(hora de la Ciudad de México)' } as const;
    // Each window's hours sit under the picker's legend, which says the zone once for all of them.
    // A countdown's {time} is a duration (01:45), not a time of day.
    const NOT_A_TIME_OF_DAY: ReadonlySet<string> = new Set([
      'delivery.slot_time',
      'verify_otp.expiring_in',
      'verify_otp.resend_available_in',
    ]);
    expect(bundles['en-US']['delivery.slot_legend']).toContain(ZONE['en-US']);
    for (const locale of SUPPORTED_LOCALES) {
      for (const [id, value] of Object.entries(bundles[locale])) {
        const args = messageArguments(parseIcuMessage(value) ?? []);
        const showsTime = args.has('time') || (args.has('start') && args.has('end'));
        if (showsTime && !NOT_A_TIME_OF_DAY.has(id)) expect(value, `${locale} ${id}`).toContain(ZONE[locale]);
        // ICU's own date and time styles are numeric (11/20/26): core's formatDate writes the words.
        expect(value, `${locale} ${id}`).not.toMatch(/\{\s*\w+\s*,\s*(date|time)\s*[,}]/);
      }
    }
  });

  it('default values fill placeholders that exist, and only those', () => {
    for (const [id, values] of Object.entries(DEFAULT_MESSAGE_VALUES)) {
      expect(isMessageId(id), id).toBe(true);
      const args = messageArguments(parseIcuMessage(bundles['en-US'][id as MessageId]) ?? []);
      for (const name of Object.keys(values ?? {})) expect(args.has(name), `${id} {${name}}`).toBe(true);
    }
  });
});
