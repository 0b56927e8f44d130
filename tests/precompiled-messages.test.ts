import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { SUPPORTED_LOCALES } from '@senda/core/config';
import {
  bundles,
  createIntlFromMessages,
  LAZY_AREAS,
  LAZY_MESSAGE_AREAS,
  type MessageArea,
  parseIcuMessage,
} from '@senda/core/i18n';
import { describe, expect, it } from 'vitest';
import { areaTexts, compiledMessagesModule, compileMessages } from '../scripts/vite/precompiled-messages.ts';

/**
 * The production build ships the bundles pre-parsed and formatjs without its parser
 * (scripts/vite/precompiled-messages.ts). Every message must read exactly as the text would.
 */

/** A value for each placeholder the message asks for, of the kind its type wants. */
type Values = Record<string, string | number | ((chunks: string[]) => string)>;

function sampleValues(ast: readonly MessageFormatElement[]): Values {
  const values: Values = {};
  const visit = (nodes: readonly MessageFormatElement[]) => {
    for (const node of nodes) {
      if (node.type === TYPE.number || node.type === TYPE.plural) values[node.value] = 2;
      else if (node.type === TYPE.date || node.type === TYPE.time)
        values[node.value] = Date.UTC(2026, 2, 4, 15, 30);
      else if (node.type === TYPE.tag) values[node.value] = (chunks: string[]) => `[${chunks.join('')}]`;
      else if (node.type === TYPE.argument || node.type === TYPE.select) values[node.value] = 'other';
      if (node.type === TYPE.select || node.type === TYPE.plural) {
        for (const option of Object.values(node.options)) visit(option.value);
      }
      if (node.type === TYPE.tag) visit(node.children);
    }
  };
  visit(ast);
  return values;
}

const loadModule = async (source: string) =>
  (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as {
    default: Record<string, MessageFormatElement[]>;
  };

describe.each(SUPPORTED_LOCALES)('precompiled %s bundle', (locale) => {
  const texts = bundles[locale];
  const compiled = compileMessages(texts, locale);

  it('has every id of the bundle, and the chunk module holds the same messages', async () => {
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(texts).sort());
    const chunk = await loadModule(compiledMessagesModule(compiled));
    expect(chunk.default).toEqual(compiled);
  });

  it('formats every message exactly as its text does', () => {
    const errors: unknown[] = [];
    const options = {
      locale,
      timeZone: 'America/Mexico_City',
      onError: (error: unknown) => errors.push(error),
    };
    const fromTexts = createIntlFromMessages({ ...options, messages: texts });
    const fromAst = createIntlFromMessages({ ...options, messages: compiled });
    const differences = Object.keys(texts).filter((id) => {
      const values = sampleValues(parseIcuMessage(texts[id as keyof typeof texts]) ?? []);
      return fromTexts.formatMessage({ id }, values) !== fromAst.formatMessage({ id }, values);
    });
    expect(differences).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('splits into its areas: every id in exactly one chunk, each area with its prefixes, none of them unused', () => {
    const areas: MessageArea[] = ['main', ...LAZY_AREAS];
    const parts = areas.map((area) => Object.keys(areaTexts(texts, area)));
    expect(parts.flat().sort()).toEqual(Object.keys(texts).sort());
    for (const [index, area] of areas.entries()) {
      expect(parts[index]?.length, area).toBeGreaterThan(0);
      if (area === 'main') continue;
      const prefixes: readonly string[] = LAZY_MESSAGE_AREAS[area];
      const owns = (prefix: string) => (id: string) => id === prefix || id.startsWith(`${prefix}.`);
      expect(
        parts[index]?.filter((id) => !prefixes.some((prefix) => owns(prefix)(id))),
        area,
      ).toEqual([]);
      expect(
        prefixes.filter((prefix) => !parts[index]?.some(owns(prefix))),
        area,
      ).toEqual([]);
    }
  });

  it('names the message that is not valid ICU', () => {
    expect(() => compileMessages({ 'broken.id': 'Hola {name' }, locale)).toThrow(/"broken\.id"/);
  });
});
