import { describe, expect, it } from 'vitest';
import { webDevice } from '../gateway/auth/web-device.ts';
import { verificationRedirectPath } from './verification-redirect.ts';

describe('verificationRedirectPath', () => {
  it('keeps a same-origin redirect query parameter', () => {
    expect(
      verificationRedirectPath({ search: '?redirect=%2Fmanage%2Forder%3ForderRef%3D1', planChosen: true }),
    ).toBe('/manage/order?orderRef=1');
  });

  it.each([
    '?redirect=//evil.example',
    '?redirect=https://evil.example',
    '?redirect=javascript:alert(1)',
  ])('ignores the unsafe %s', (search) => {
    expect(verificationRedirectPath({ search, planChosen: false })).toBeNull();
    expect(verificationRedirectPath({ search, planChosen: true })).toBe('/web/connection-details');
  });

  it('mid-purchase (a plan chosen) continues to connection details; otherwise stores nothing', () => {
    expect(verificationRedirectPath({ search: '', planChosen: true })).toBe('/web/connection-details');
    expect(verificationRedirectPath({ search: '', planChosen: false })).toBeNull();
  });
});

describe('webDevice', () => {
  it('describes the browser as the §3 device', () => {
    expect(webDevice('1700000000000R1234567')).toEqual({
      app_type: 'WEB',
      device_id: '1700000000000R1234567',
      device_type: 'BROWSER',
    });
  });
});
