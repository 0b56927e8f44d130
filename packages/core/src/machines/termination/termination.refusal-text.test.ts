import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../config/constants.ts';
import { bundles } from '../../i18n/messages/index.ts';
import { terminationRefusalMessageId } from './termination.rules.ts';

/**
 * PORT_IN_IN_PROGRESS is also the refusal of a line whose transfer waits for its SIM to be
 * activated (port-in-timing.ts): no switch is scheduled then, so "within 24 hours" was untrue
 * (issue 28). The sentence promises no time; the line's page says when, once it is known.
 */
describe('a cancellation refused while the number is being transferred', () => {
  it.each(SUPPORTED_LOCALES)('promises no time in %s', (locale) => {
    const text = bundles[locale][terminationRefusalMessageId('PORT_IN_IN_PROGRESS')];
    expect(text).not.toMatch(/\d+\s*(hours|horas)/i);
  });
});
