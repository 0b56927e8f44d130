import { describe, expect, it } from 'vitest';
import {
  leaveMaintenance,
  loginRedirect,
  maintenanceGuard,
  pageViewEvent,
  paymentGuard,
  redirectParam,
  requireLogin,
} from './route-guards.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('route guards (§2)', () => {
  it('sends a user without a token to the login with the original path as redirect', () => {
    expect(requireLogin({ location: at('/web/payment', '?a=1'), accessToken: undefined })).toEqual({
      kind: 'navigate',
      to: '/web/login?redirect=%2Fweb%2Fpayment%3Fa%3D1',
      replace: true,
    });
    expect(requireLogin({ location: at('/web/payment'), accessToken: 'T' })).toEqual({ kind: 'allow' });
    expect(loginRedirect(at('/profile'))).toBe('/web/login?redirect=%2Fprofile');
  });

  it('guards payment, payment-success and payment-failed only', () => {
    for (const path of ['/web/payment', '/web/payment-success', '/web/payment-failed']) {
      expect(paymentGuard({ location: at(path), accessToken: undefined }).kind).toBe('navigate');
    }
    expect(paymentGuard({ location: at('/web/order-summary'), accessToken: undefined })).toEqual({
      kind: 'allow',
    });
  });

  it('lets a signed-in customer through', () => {
    expect(paymentGuard({ location: at('/web/payment'), accessToken: 'T' })).toEqual({ kind: 'allow' });
  });

  it('redirects to maintenance with returnUrl = path and search, except on the maintenance page', () => {
    expect(maintenanceGuard({ enabled: true, location: at('/web/order-summary', '?promo_code=X') })).toEqual({
      kind: 'full-navigate',
      to: '/maintenance?returnUrl=%2Fweb%2Forder-summary%3Fpromo_code%3DX',
    });
    expect(maintenanceGuard({ enabled: true, location: at('/maintenance') })).toEqual({ kind: 'allow' });
    expect(maintenanceGuard({ enabled: false, location: at('/web/login') })).toEqual({ kind: 'allow' });
  });

  it('leaves maintenance to a safe returnUrl only', () => {
    expect(leaveMaintenance({ enabled: false, returnUrl: '/web/order-summary?x=1' })).toEqual({
      kind: 'full-navigate',
      to: '/web/order-summary?x=1',
    });
    expect(leaveMaintenance({ enabled: false, returnUrl: '//evil.example' })).toEqual({
      kind: 'full-navigate',
      to: '/',
    });
    expect(leaveMaintenance({ enabled: false, returnUrl: '/maintenance' })).toEqual({
      kind: 'full-navigate',
      to: '/',
    });
    expect(leaveMaintenance({ enabled: true, returnUrl: '/x' })).toEqual({ kind: 'allow' });
  });

  it('reads a safe redirect parameter only', () => {
    expect(redirectParam('?redirect=%2Fweb%2Fconnection-details')).toBe('/web/connection-details');
    expect(redirectParam('?redirect=https%3A%2F%2Fevil.example')).toBeUndefined();
    expect(redirectParam('?redirect=%2F%2Fevil.example')).toBeUndefined();
    expect(redirectParam('')).toBeUndefined();
  });

  it('sends the user id or "none" with each page view', () => {
    expect(pageViewEvent({ location: at('/web/login'), userId: undefined })).toEqual({
      type: 'page_view',
      path: '/web/login',
      userId: 'none',
    });
    expect(pageViewEvent({ location: at('/web/login'), userId: 'u-1', pageName: 'Login' })).toMatchObject({
      userId: 'u-1',
      pageName: 'Login',
    });
  });
});
