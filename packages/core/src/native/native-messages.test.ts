import { describe, expect, it } from 'vitest';
import { WEBVIEW_CLOSE_ROUTES } from '../navigation/routes.ts';
import { closeMessage, tokenHandoffMessage } from './native-messages.ts';

describe('native messages', () => {
  it('gives every webview close target its own reason', () => {
    const reasons = Object.values(WEBVIEW_CLOSE_ROUTES).map((route) => closeMessage(route, '').action);
    expect(reasons.every((action) => action === 'close')).toBe(true);
    const unique = new Set(
      Object.values(WEBVIEW_CLOSE_ROUTES).map((route) => JSON.stringify(closeMessage(route, ''))),
    );
    expect(unique.size).toBe(Object.values(WEBVIEW_CLOSE_ROUTES).length);
  });

  it('forwards only the known parameters', () => {
    expect(closeMessage('/manageOrderClose', '?orderRef=SO-1&auth_token=secret&x=1')).toEqual({
      action: 'close',
      reason: 'manage_order_close',
      params: { orderRef: 'SO-1' },
    });
  });

  it('hands a token over with the device id through the custom scheme', () => {
    expect(tokenHandoffMessage({ token: 'a b', kind: 'silent_login_token', deviceId: '1R2' })).toEqual({
      action: 'token',
      url: 'senda://session?silent_login_token=a+b&deviceId=1R2',
    });
  });
});
