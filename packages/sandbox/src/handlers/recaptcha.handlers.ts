import { type HttpHandler, HttpResponse, http } from 'msw';
import { fakeRecaptchaScript } from '../domain/recaptcha.ts';
import type { SandboxContext } from './sandbox-context.ts';

/**
 * `GET /mocks/recaptcha/api.js`: the sandbox build's reCAPTCHA script (the production build loads
 * Google's). On the storefront's own origin, so the CSP's `'self'` allows it and nothing leaves
 * the machine.
 */
export function recaptchaHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    http.get(
      `${ctx.mocksBase}/recaptcha/api.js`,
      () =>
        new HttpResponse(fakeRecaptchaScript(), {
          headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
        }),
    ),
  ];
}
