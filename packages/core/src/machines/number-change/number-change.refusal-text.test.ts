import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../config/constants.ts';
import { bundles } from '../../i18n/messages/index.ts';
import { numberChangeRefusalMessageId } from './number-change.rules.ts';

/**
 * LINE_NOT_ACTIVE is given for a SIM not activated yet, a failed transfer, a number taken by
 * another operator and a line suspended for the line registry, besides a missed renewal: "renew
 * your plan first" was untrue for all but the last (issue 28), so the sentence names no remedy.
 */
describe('a number change refused for a line not in service', () => {
  it.each(SUPPORTED_LOCALES)('is not told to renew in %s', (locale) => {
    const text = bundles[locale][numberChangeRefusalMessageId('LINE_NOT_ACTIVE')];
    expect(text).not.toMatch(/renew|renueva|recarga|recharge/i);
  });
});
