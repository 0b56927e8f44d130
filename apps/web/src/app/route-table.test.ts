import { bundles, isMessageId, JOURNEY_STEP_PATHS } from '@senda/core';
import { describe, expect, it } from 'vitest';
import { JOURNEY_ROUTE_TITLES } from '../features/journey/journey-route-titles';
import { PAGE_ROUTES } from './route-table';

describe('page titles (every page has its own)', () => {
  it('names a title for every journey step route', () => {
    expect(JOURNEY_STEP_PATHS.filter((path) => JOURNEY_ROUTE_TITLES[path] === undefined)).toEqual([]);
  });

  it('uses bundled message ids, worded in both languages', () => {
    const ids = [...PAGE_ROUTES.map((route) => route.titleId), ...Object.values(JOURNEY_ROUTE_TITLES)];
    for (const id of ids) {
      expect(isMessageId(id), id).toBe(true);
      expect(bundles['es-MX'][id], id).toBeTruthy();
      expect(bundles['en-US'][id], id).toBeTruthy();
    }
  });
});
