import {
  esimBrandsEndpoint,
  esimDevicesEndpoint,
  goldenNumberCategoriesEndpoint,
  lockNumberEndpoint,
  numberAvailabilityEndpoint,
  numberCategoriesEndpoint,
  numberOfLinesSpecificationEndpoint,
  searchNumbersEndpoint,
} from '@senda/core/gateway';
import { MAX_LINES_PER_CURP } from '@senda/core/validation';
import type { HttpHandler } from 'msw';
import { ESIM_DEVICES } from '../data/devices.ts';
import { GOLDEN_CATEGORIES, NUMBER_CATEGORIES, type NumberCategoryCode } from '../data/numbers.ts';
import { fail } from '../domain/failures.ts';
import { CURRENCY } from '../domain/orders.ts';
import { EMPTY_BODY, gatewayRoute } from './gateway-route.ts';
import type { SandboxContext } from './sandbox-context.ts';

export function numbersHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  return [
    gatewayRoute(
      ctx,
      numberCategoriesEndpoint,
      ({ lang }) =>
        NUMBER_CATEGORIES.map((category) => ({
          category: category.code,
          name: category.name[lang],
          description: category.description[lang],
          price: { amount: category.price, currency: CURRENCY },
          sku: category.sku,
        })),
      { auth: 'none' },
    ),
    // Sent without credentials by the app, but when a token comes along the caller's own lock is
    // still offered to them.
    gatewayRoute(
      ctx,
      searchNumbersEndpoint,
      ({ query, session }) => {
        const category = query.get('category');
        if (category && !NUMBER_CATEGORIES.some((c) => c.code === category)) fail('badRequest', { category });
        // A lada has 2 or 3 digits; one the inventory has no numbers in answers an empty list.
        const areaCode = query.get('areaCode');
        if (areaCode !== null && !/^\d{2,3}$/.test(areaCode)) fail('badRequest', { areaCode });
        const golden = query.get('goldenCategory');
        if (golden !== null && !GOLDEN_CATEGORIES.some((g) => g.code === golden)) {
          fail('badRequest', { goldenCategory: golden });
        }
        const limit = Number(query.get('limit') ?? 6);
        return state.numbers
          .search({
            category: (category ?? undefined) as NumberCategoryCode | undefined,
            areaCode: areaCode ?? undefined,
            search: query.get('search') ?? undefined,
            limit: Number.isFinite(limit) ? limit : 6,
            goldenCategory: golden ?? undefined,
            userId: session?.userId,
          })
          .map((n) => ({
            number: n.number,
            category: n.category,
            ...(n.goldenCategory ? { goldenCategory: n.goldenCategory } : {}),
          }));
      },
      { auth: 'optional' },
    ),
    gatewayRoute(
      ctx,
      lockNumberEndpoint,
      ({ params, user }) => {
        const lock = state.numbers.lock(params.selectedNumber ?? '', user.id);
        return {
          number: lock.number,
          lockedAt: new Date(lock.lockedAt).toISOString(),
          lockedUntil: new Date(lock.expiresAt).toISOString(),
        };
      },
      { body: EMPTY_BODY },
    ),
    gatewayRoute(ctx, numberAvailabilityEndpoint, ({ params, user }) => {
      const number = params.selectedNumber ?? '';
      const { available, lockedUntil } = state.numbers.availability(number, user.id);
      return {
        number,
        available,
        ...(lockedUntil !== undefined ? { lockedUntil: new Date(lockedUntil).toISOString() } : {}),
      };
    }),
    gatewayRoute(
      ctx,
      goldenNumberCategoriesEndpoint,
      ({ lang }) =>
        GOLDEN_CATEGORIES.map((golden) => ({
          id: golden.code,
          name: golden.name[lang],
          description: golden.description[lang],
          price: { amount: golden.price, currency: CURRENCY },
          sku: golden.sku,
        })),
      { auth: 'none' },
    ),
    // One cap, the registry's: Mexico's Padrón de Telefonía Móvil allows MAX_LINES_PER_CURP lines
    // per person, and the operator adds no lower cap of its own (the spec names none).
    gatewayRoute(ctx, numberOfLinesSpecificationEndpoint, () => ({
      maxLines: MAX_LINES_PER_CURP,
      linesPerOrder: 1,
    })),
    gatewayRoute(
      ctx,
      esimDevicesEndpoint,
      ({ query }) => {
        const brand = (query.get('brand') ?? '').toLowerCase();
        return Object.entries(ESIM_DEVICES)
          .filter(([name]) => brand === '' || name.toLowerCase() === brand)
          .flatMap(([name, models]) => models.map((model) => ({ brand: name, model })));
      },
      { auth: 'none' },
    ),
    gatewayRoute(ctx, esimBrandsEndpoint, () => Object.keys(ESIM_DEVICES), { auth: 'none' }),
  ];
}
