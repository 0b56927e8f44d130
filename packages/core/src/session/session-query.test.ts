import { describe, expect, it } from 'vitest';
import { parseSessionQuery } from './session-query.ts';

const parse = (search: string) => parseSessionQuery(new URLSearchParams(search));

describe('parseSessionQuery', () => {
  it('reads the mode flags: present, true or 1 switch on; false or 0 switch off', () => {
    expect(parse('webview&native=1')).toMatchObject({ webview: true, native: true });
    expect(parse('webview=TRUE&native=false')).toMatchObject({ webview: true, native: false });
    expect(parse('webview=0')).toMatchObject({ webview: false });
    expect(parse('')).toEqual({});
  });

  it('reads esim compatibility under both spellings', () => {
    expect(parse('esim_compatible=true').esim_compatible).toBe(true);
    expect(parse('esim-compatible=true')['esim-compatible']).toBe(true);
    expect(parse('esim-compatible=false')['esim-compatible']).toBe(false);
  });

  it('lower-cases the channel and ignores the marketplace channel', () => {
    expect(parse('channel=RETAIL').channel).toBe('retail');
    expect(parse('channel=Web').channel).toBe('web');
    expect(parse('channel=meli').channel).toBeUndefined();
    expect(parse('channel=MELI').channel).toBeUndefined();
    expect(parse('channel=kiosk').channel).toBeUndefined();
  });

  it('normalises setlocale to a supported locale', () => {
    expect(parse('setlocale=es_mx').setlocale).toBe('es-MX');
    expect(parse('setlocale=en-US').setlocale).toBe('en-US');
    expect(parse('setlocale=klingon').setlocale).toBeUndefined();
  });

  it.each([
    ['repeated with different values', 'webview=true&webview=false', 'webview'],
    ['repeated device ids', 'device_id=a&device_id=b', 'device_id'],
    ['a huge device id', `device_id=${'1'.repeat(5000)}`, 'device_id'],
    ['a device id with markup', 'device_id=%3Cscript%3E', 'device_id'],
    ['a huge token', `auth_token=${'a'.repeat(10_000)}`, 'auth_token'],
    ['a token with spaces', 'auth_token=a%20b', 'auth_token'],
    ['a wrong-typed flag', 'webview=banana', 'webview'],
    ['a wrong-typed guest', 'guest=yes', 'guest'],
    ['an empty transaction id', 'txn_id=', 'txn_id'],
    ['a huge channel', `channel=${'web'.repeat(100)}`, 'channel'],
  ] as const)('reads junk (%s) as absent, without throwing', (_label, search, key) => {
    expect(parse(search)[key]).toBeUndefined();
  });

  it('accepts a parameter repeated with the same value', () => {
    expect(parse('guest=true&guest=true').guest).toBe(true);
  });

  it('keeps the valid parameters next to junk ones', () => {
    expect(parse('webview=banana&native=1&txn_id=a&txn_id=b&device_id=dev-1')).toEqual({
      native: true,
      device_id: 'dev-1',
    });
  });
});
