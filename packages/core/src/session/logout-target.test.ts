import { describe, expect, it } from 'vitest';
import { logoutTarget } from './logout-target.ts';

describe('logoutTarget', () => {
  it('sends webview users to the native close target first', () => {
    expect(logoutTarget({ webview: true, sourceChannel: 'meli' })).toBe('/logged_out?reset=true');
  });
  it('sends marketplace users to the meli session-expired page', () => {
    expect(logoutTarget({ webview: false, sourceChannel: 'meli' })).toBe('/session-expired-meli?reset=true');
  });
  it('sends everyone else to the web login with reset', () => {
    expect(logoutTarget({ webview: false, sourceChannel: 'web' })).toBe('/web/login?reset=true');
    expect(logoutTarget({ webview: false })).toBe('/web/login?reset=true');
  });
});
