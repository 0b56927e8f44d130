import { parse } from '@formatjs/icu-messageformat-parser';
import { MissingTranslationError } from '@formatjs/intl';
import { describe, expect, it, vi } from 'vitest';
import { createIntlFromMessages } from './intl-from-messages.ts';

const parsed = (text: string) => parse(text);

describe('createIntlFromMessages', () => {
  it('formats parsed messages as it formats texts, constants filled in', () => {
    const onError = vi.fn();
    const intl = createIntlFromMessages({
      locale: 'es-MX',
      messages: {
        'common.next': parsed('Siguiente'),
        'verify_otp.digit_label': parsed('Dígito {position} de {total}'),
      },
      onError,
    });
    expect(intl.formatMessage({ id: 'common.next' })).toBe('Siguiente');
    expect(intl.formatMessage({ id: 'verify_otp.digit_label' }, { position: 2 })).toBe('Dígito 2 de 6');
    expect(onError).not.toHaveBeenCalled();
  });

  it('formats a missing id from the fallback messages, reported as a missing translation', () => {
    const onError = vi.fn();
    const intl = createIntlFromMessages({
      locale: 'es-MX',
      messages: {},
      fallbackMessages: { 'common.next': parsed('Next') },
      onError,
    });
    expect(intl.formatMessage({ id: 'common.next' })).toBe('Next');
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(MissingTranslationError);
  });

  it('without fallback messages shows the id of a missing message and reports it', () => {
    const onError = vi.fn();
    const intl = createIntlFromMessages({ locale: 'es-MX', messages: {}, onError });
    expect(intl.formatMessage({ id: 'common.next' })).toBe('common.next');
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(MissingTranslationError);
  });
});
