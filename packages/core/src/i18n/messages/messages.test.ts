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
    expect(bundles['en-US']['common.total_inc_tax']).toBe('Total (Inc. tax)');
    expect(bundles['en-US']['verify_otp.description']).toBe(
      'Enter {length} digit verification code sent to {email}',
    );
  });

  it('default values fill placeholders that exist, and only those', () => {
    for (const [id, values] of Object.entries(DEFAULT_MESSAGE_VALUES)) {
      expect(isMessageId(id), id).toBe(true);
      const args = messageArguments(parseIcuMessage(bundles['en-US'][id as MessageId]) ?? []);
      for (const name of Object.keys(values ?? {})) expect(args.has(name), `${id} {${name}}`).toBe(true);
    }
  });
});
