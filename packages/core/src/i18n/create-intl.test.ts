import { MissingTranslationError } from '@formatjs/intl';
import { describe, expect, it, vi } from 'vitest';
import { createSendaIntl } from './create-intl.ts';
import { bundles } from './messages/index.ts';

const { 'common.next': _dropped, ...esWithoutNext } = bundles['es-MX'];

describe('createSendaIntl', () => {
  it('formats from the locale bundle with ICU placeholders', () => {
    const onError = vi.fn();
    const intl = createSendaIntl({ locale: 'es-MX', onError });
    expect(intl.locale).toBe('es-MX');
    expect(intl.formatMessage({ id: 'verify_otp.description' }, { email: 'ana@example.com' })).toBe(
      'Ingresa el código de verificación de 6 dígitos que enviamos a ana@example.com',
    );
    expect(intl.formatMessage({ id: 'common.next' })).toBe('Siguiente');
    expect(onError).not.toHaveBeenCalled();
  });

  it('fills spec constants into placeholders, and lets the caller override them', () => {
    const intl = createSendaIntl({ locale: 'en-US', onError: vi.fn() });
    expect(intl.formatMessage({ id: 'validation.number.search_length' })).toBe(
      'Enter 4 to 10 digits, or just an area code (like 33 or 998).',
    );
    expect(intl.formatMessage({ id: 'validation.age.min' })).toBe('You must be at least 18 years old.');
    expect(intl.formatMessage({ id: 'validation.age.min' }, { min: 21 })).toBe(
      'You must be at least 21 years old.',
    );
    expect(intl.formatMessage({ id: 'validation.upload.too_large' })).toBe(
      'The file is too large. The maximum size is 5 MB.',
    );
    expect(intl.$t({ id: 'validation.address.zip_code' }, { size: 5 })).toBe('Enter a 5-digit ZIP code.');
  });

  it('falls back to the en-US text for an id the locale lacks, and reports it through onError', () => {
    const onError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const intl = createSendaIntl({ locale: 'es-MX', messages: esWithoutNext, onError });
    expect(intl.formatMessage({ id: 'common.next' })).toBe('Next');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(MissingTranslationError);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('reports an id nobody knows and shows the id rather than crashing', () => {
    const onError = vi.fn();
    const intl = createSendaIntl({ locale: 'en-US', onError });
    expect(intl.formatMessage({ id: 'nobody.knows' })).toBe('nobody.knows');
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(MissingTranslationError);
  });

  it('uses merged remote messages when given', () => {
    const intl = createSendaIntl({
      locale: 'es-MX',
      messages: { ...bundles['es-MX'], 'common.next': 'Continuar' },
      onError: vi.fn(),
    });
    expect(intl.formatMessage({ id: 'common.next' })).toBe('Continuar');
  });

  it('formats dates in messages in the configured zone', () => {
    const intl = createSendaIntl({
      locale: 'en-US',
      timeZone: 'America/Mexico_City',
      messages: { 'x.day': '{when, date, short}' },
      onError: vi.fn(),
    });
    const lateEveningInMexico = Date.UTC(2026, 10, 21, 3, 30);
    expect(intl.formatMessage({ id: 'x.day' }, { when: lateEveningInMexico })).toBe('11/20/26');
    expect(intl.formatDate(lateEveningInMexico)).toBe('11/20/2026');
  });

  it('keeps a caller-supplied defaultMessage', () => {
    const intl = createSendaIntl({ locale: 'es-MX', messages: esWithoutNext, onError: vi.fn() });
    expect(intl.formatMessage({ id: 'common.next', defaultMessage: 'Adelante' })).toBe('Adelante');
  });
});
