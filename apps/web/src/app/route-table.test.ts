import { bundles, isMessageId } from '@senda/core/i18n';
import {
  FLOW_MANIFESTS,
  flowRouteTitle,
  JOURNEY_STEP_PATHS,
  SERVICE_PAYMENT_PAGES,
} from '@senda/core/navigation';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from './route-table';

describe('page titles (every page has its own)', () => {
  it('names a title for every journey step route', () => {
    expect(JOURNEY_STEP_PATHS.filter((path) => flowRouteTitle(path) === undefined)).toEqual([]);
  });

  it('uses bundled message ids, worded in both languages', () => {
    const ids = [
      ...PAGE_ROUTES.map((route) => route.titleId),
      ...FLOW_MANIFESTS.flatMap((flow) => Object.values(flow.routes)),
      ...Object.values(SERVICE_PAYMENT_PAGES.routes),
    ];
    for (const id of ids) {
      expect(isMessageId(id), id).toBe(true);
      expect(bundles['es-MX'][id], id).toBeTruthy();
      expect(bundles['en-US'][id], id).toBeTruthy();
    }
  });
});
