import { SUPPORTED_LOCALES } from '@senda/core/config';
import {
  MANAGE_ROUTES,
  OTHER_ROUTES,
  PAYMENT_ROUTES,
  PURCHASE_ROUTES,
  RESCHEDULE_DELIVERY_ROUTES,
  WEBVIEW_CLOSE_ROUTES,
} from '@senda/core/navigation';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../app/route-table';
import { FirstFrameSchema } from '../shared/first-frame';
import { PRERENDERED_ROUTES } from './prerendered-routes';
import { frameFor } from './route-frame-spec';

/**
 * Every page a visitor opens from outside the app (an ad, an e-mail's link, a bookmark, the native
 * app, a redirect by the gateway's status) paints from its HTML: docs/performance.md, "Targets".
 */
const OPENED_FROM_OUTSIDE = [
  PURCHASE_ROUTES.preCheckout,
  PURCHASE_ROUTES.login,
  PURCHASE_ROUTES.signup,
  MANAGE_ROUTES.order,
  OTHER_ROUTES.notFound,
  OTHER_ROUTES.maintenance,
  PAYMENT_ROUTES.paylink,
  RESCHEDULE_DELIVERY_ROUTES.simOnly,
  ...Object.values(WEBVIEW_CLOSE_ROUTES),
];

/** The pages opened from a link whose query the build does not have: their frame must fit any link. */
const LINK_PAGES: readonly string[] = [PAYMENT_ROUTES.paylink, RESCHEDULE_DELIVERY_ROUTES.simOnly];

describe('prerendered pages', () => {
  it('prerenders every page a visitor opens from outside', () => {
    const prerendered = PRERENDERED_ROUTES.map((route) => route.path);
    expect(OPENED_FROM_OUTSIDE.filter((path) => !prerendered.includes(path))).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)('gives each a frame the app can read back, in %s', (locale) => {
    for (const route of PRERENDERED_ROUTES) {
      const frame = frameFor(route, locale, PAGE_ROUTES);
      expect(v.safeParse(FirstFrameSchema, JSON.parse(JSON.stringify(frame))).success, route.path).toBe(true);
    }
  });

  it('draws a link page as any link starts: a heading and placeholders, no subtitle, or a frame of its own whose answer only its early script writes', () => {
    for (const path of LINK_PAGES) {
      const route = PRERENDERED_ROUTES.find((candidate) => candidate.path === path);
      expect(route, path).toBeDefined();
      expect(route?.subtitleId, path).toBeUndefined();
      if (route?.content) expect(route.early, path).toBeDefined();
      else expect(route?.placeholders.length, path).toBeGreaterThan(0);
    }
  });
});
