import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it, vi } from 'vitest';
import { createIntlFromMessages } from './intl-from-messages.ts';
import { loadRemoteMessagesMerge } from './load-remote-merge.ts';
import { bundles } from './messages/index.ts';
import { mergePlainRemoteMessages } from './remote-merge.ts';
import { mergeRemoteMessages, mergeRemoteMessagesParsed } from './remote-messages.ts';

const bundled = bundles['es-MX'];
const answer = (keys: unknown) => ({ result: { keys } });

describe('mergeRemoteMessages', () => {
  it('lays remote texts over the bundled ones and keeps new keys', () => {
    const result = mergeRemoteMessages(
      bundled,
      answer([
        { key: 'common.next', value: 'Continuar' },
        { key: 'banner.new_promo', value: 'Nuevo: {gb} GB gratis' },
      ]),
    );
    expect(result.malformed).toBe(false);
    expect(result.messages['common.next']).toBe('Continuar');
    expect(result.messages['banner.new_promo']).toBe('Nuevo: {gb} GB gratis');
    expect(result.messages['common.back']).toBe(bundled['common.back']);
    expect(result.applied).toEqual(['common.next', 'banner.new_promo']);
    expect(result.dropped).toEqual([]);
  });

  it('accepts the bare keys list as well as the whole answer', () => {
    const result = mergeRemoteMessages(bundled, [{ key: 'common.next', value: 'Avanzar' }]);
    expect(result.messages['common.next']).toBe('Avanzar');
  });

  it('does not touch the bundle it was given', () => {
    const before = bundled['common.next'];
    mergeRemoteMessages(bundled, answer([{ key: 'common.next', value: 'Otro' }]));
    expect(bundled['common.next']).toBe(before);
  });

  it('drops entries that are not { key, value: string }', () => {
    const result = mergeRemoteMessages(
      bundled,
      answer([
        { key: 'common.next', value: 42 },
        { key: 'common.back', value: null },
        { key: 'common.close' },
        { value: 'sin clave' },
        { key: '   ', value: 'clave vacía' },
        'common.cancel=Cancelar',
        null,
        { key: 'common.ok', value: 'Va' },
      ]),
    );
    expect(result.messages['common.next']).toBe(bundled['common.next']);
    expect(result.messages['common.back']).toBe(bundled['common.back']);
    expect(result.messages['common.ok']).toBe('Va');
    expect(result.applied).toEqual(['common.ok']);
    expect(result.dropped).toEqual([
      { key: 'common.next', reason: 'malformed_entry' },
      { key: 'common.back', reason: 'malformed_entry' },
      { key: 'common.close', reason: 'malformed_entry' },
      { key: undefined, reason: 'malformed_entry' },
      { key: '   ', reason: 'malformed_entry' },
      { key: undefined, reason: 'malformed_entry' },
      { key: undefined, reason: 'malformed_entry' },
    ]);
  });

  it('drops values that are not valid ICU', () => {
    const result = mergeRemoteMessages(
      bundled,
      answer([
        { key: 'verify_otp.description', value: 'Ingresa el código enviado a {email' },
        { key: 'verify_otp.expiring_in', value: '{time, plural, one {x}}' },
        { key: 'common.next', value: 'Sigue {' },
      ]),
    );
    expect(result.messages['verify_otp.description']).toBe(bundled['verify_otp.description']);
    expect(result.dropped.map((entry) => entry.reason)).toEqual([
      'invalid_icu',
      'invalid_icu',
      'invalid_icu',
    ]);
  });

  it('drops blank values, which would hide the bundled text', () => {
    const result = mergeRemoteMessages(bundled, answer([{ key: 'common.next', value: '  ' }]));
    expect(result.messages['common.next']).toBe(bundled['common.next']);
    expect(result.dropped).toEqual([{ key: 'common.next', reason: 'empty_value' }]);
  });

  it('drops a text that needs a placeholder the screen does not pass, keeps one that leaves one out', () => {
    const result = mergeRemoteMessages(
      bundled,
      answer([
        { key: 'verify_otp.code_resent', value: 'Enviamos un código a {email} a las {hour}' },
        { key: 'verify_otp.description', value: 'Ingresa el código que enviamos a {email}' },
      ]),
    );
    expect(result.messages['verify_otp.code_resent']).toBe(bundled['verify_otp.code_resent']);
    expect(result.messages['verify_otp.description']).toBe('Ingresa el código que enviamos a {email}');
    expect(result.dropped).toEqual([{ key: 'verify_otp.code_resent', reason: 'unknown_placeholder' }]);
  });

  it('lets a later duplicate win', () => {
    const result = mergeRemoteMessages(
      bundled,
      answer([
        { key: 'common.next', value: 'Uno' },
        { key: 'common.next', value: 'Dos' },
      ]),
    );
    expect(result.messages['common.next']).toBe('Dos');
    expect(result.applied).toEqual(['common.next']);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'common.next=Siguiente'],
    ['no result', { keys: [] }],
    ['keys as an object', answer({ 'common.next': 'Siguiente' })],
    ['result null', { result: null }],
  ])('keeps the bundled messages when the answer is malformed (%s)', (_label, remote) => {
    const result = mergeRemoteMessages(bundled, remote);
    expect(result.malformed).toBe(true);
    expect(result.messages).toEqual(bundled);
    expect(result.messages).not.toBe(bundled);
    expect(result.applied).toEqual([]);
  });

  it('an empty list is a valid answer that changes nothing', () => {
    const result = mergeRemoteMessages(bundled, answer([]));
    expect(result.malformed).toBe(false);
    expect(result.messages).toEqual(bundled);
  });
});

describe('mergeRemoteMessagesParsed', () => {
  const parsedBundle = {
    'common.next': parse('Siguiente'),
    'verify_otp.description': parse('Enviado a {email}'),
  };

  it('gives the remote texts parsed, for a formatter without the ICU parser', () => {
    const result = mergeRemoteMessagesParsed(parsedBundle, [
      { key: 'common.next', value: 'Continuar' },
      { key: 'verify_otp.description', value: 'Código enviado a {email}' },
    ]);
    expect(result.messages['common.next']).toEqual(parse('Continuar'));
    expect(result.messages['verify_otp.description']).toEqual(parse('Código enviado a {email}'));
    expect(result.applied).toEqual(['common.next', 'verify_otp.description']);
  });

  it('checks placeholders against a parsed bundled message', () => {
    const result = mergeRemoteMessagesParsed(parsedBundle, [
      { key: 'verify_otp.description', value: 'Enviado a {email} el {date}' },
    ]);
    expect(result.dropped).toEqual([{ key: 'verify_otp.description', reason: 'unknown_placeholder' }]);
    expect(result.messages['verify_otp.description']).toBe(parsedBundle['verify_otp.description']);
  });

  it('lets no remote text bring markup: tags and HTML are refused, quoted markup is a text', () => {
    const quoted = "'<img src=x onerror=alert(1)>' {email}";
    const result = mergeRemoteMessagesParsed(parsedBundle, [
      // A tag the bundled text does not have: the screen passes no element for it.
      { key: 'common.next', value: '<b>Siguiente</b>' },
      { key: 'common.next', value: '{b}<a>Siguiente</a>' },
      // HTML with attributes is not ICU at all.
      { key: 'common.next', value: '<img src=x onerror=alert(1)>' },
      { key: 'common.next', value: '<a href="javascript:alert(1)">x</a>' },
      { key: 'verify_otp.description', value: quoted },
    ]);
    expect(result.dropped).toEqual([
      { key: 'common.next', reason: 'unknown_placeholder' },
      { key: 'common.next', reason: 'unknown_placeholder' },
      { key: 'common.next', reason: 'invalid_icu' },
      { key: 'common.next', reason: 'invalid_icu' },
    ]);
    const onError = vi.fn();
    const intl = createIntlFromMessages({ locale: 'es-MX', messages: result.messages, onError });
    expect(intl.formatMessage({ id: 'common.next' })).toBe('Siguiente');
    // Quoted, the markup is literal text: formatted to a string, never to elements.
    expect(intl.formatMessage({ id: 'verify_otp.description' }, { email: '<b>a@b.mx</b>' })).toBe(
      '<img src=x onerror=alert(1)> <b>a@b.mx</b>',
    );
    expect(onError).not.toHaveBeenCalled();
  });

  it('is what loadRemoteMessagesMerge loads', async () => {
    expect(await loadRemoteMessagesMerge()).toBe(mergeRemoteMessagesParsed);
  });
});

describe('mergePlainRemoteMessages', () => {
  const parsedBundle = {
    'common.next': parse('Siguiente'),
    'verify_otp.description': parse('Enviado a {email}'),
  };

  it('merges plain texts without the parser, exactly as the parsed merge does', () => {
    const remote = answer([
      { key: 'common.next', value: 'Continuar' },
      { key: 'banner.new', value: 'Envío gratis #hoy' },
      { key: 'common.back', value: '   ' },
      { key: 42, value: 'x' },
    ]);
    expect(mergePlainRemoteMessages(parsedBundle, remote)).toEqual(
      mergeRemoteMessagesParsed(parsedBundle, remote),
    );
  });

  it('leaves texts with ICU syntax to the parser', () => {
    for (const value of ['Hola {name}', 'It’s <b>new</b>', "It''s"]) {
      expect(mergePlainRemoteMessages(parsedBundle, [{ key: 'common.next', value }]), value).toBeUndefined();
    }
  });

  it('reports a malformed answer as the parsed merge does', () => {
    expect(mergePlainRemoteMessages(parsedBundle, { nope: true })).toEqual(
      mergeRemoteMessagesParsed(parsedBundle, { nope: true }),
    );
  });
});
