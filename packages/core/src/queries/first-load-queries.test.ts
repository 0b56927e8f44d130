import { describe, expect, it } from 'vitest';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import { PURCHASE_ROUTES } from '../navigation/routes.ts';
import { consentSettingsQuery, pageFirstReads } from './first-load-queries.ts';

const gateway: GatewayClient = { call: () => Promise.reject(new Error('not sent')) };
const firstVisit = { simType: 'esim', channel: 'web', needsNumberCategories: false } as const;
const keys = (pathname: string) =>
  pageFirstReads(gateway, pathname, firstVisit).map((query) => JSON.stringify(query.queryKey));

describe('a page load’s first reads', () => {
  it('sign-up starts with the consent settings its privacy checkbox waits for (no placeholder that grows)', () => {
    expect(keys(PURCHASE_ROUTES.signup)).toEqual([JSON.stringify(consentSettingsQuery(gateway).queryKey)]);
  });

  it('log-in starts with none: its screen reads nothing before the e-mail is sent', () => {
    expect(keys(PURCHASE_ROUTES.login)).toEqual([]);
  });
});
