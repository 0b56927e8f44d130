import {
  addressLookupEndpoint,
  deliveryMethodsEndpoint,
  deliverySlotsEndpoint,
  esimDeliverySpecificationEndpoint,
  selfPickupAddressesEndpoint,
} from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import { FEES } from '../data/catalogue.ts';
import { DELIVERY_METHOD_DESCRIPTIONS } from '../data/config.ts';
import { findPostalCode, type PickupLocation, pickupLocationsNear } from '../data/places.ts';
import { DOORSTEP_SLOT_CALENDAR, deliveryWindows } from '../domain/delivery.ts';
import { fail } from '../domain/failures.ts';
import type { SandboxLanguage } from '../domain/language.ts';
import { CURRENCY } from '../domain/orders.ts';
import { gatewayRoute } from './gateway-route.ts';
import type { SandboxContext } from './sandbox-context.ts';

export { DOORSTEP_SLOT_CALENDAR };

export function pickupLocationView(location: PickupLocation) {
  return {
    id: location.id,
    name: location.name,
    address: {
      postalCode: location.postalCode,
      country: 'MX',
      state: location.state,
      city: location.city,
      area: location.colonia,
      addressLine1: location.addressLine1,
    },
    openingHours: location.days.map((day) => ({ day, opens: location.opens, closes: location.closes })),
    phone: location.phone,
    latitude: location.latitude,
    longitude: location.longitude,
  };
}

/** The first day the doorstep calendar has a free window, as the method's description says it. */
function firstDeliveryDay(now: number, lang: SandboxLanguage): string {
  const first = deliveryWindows(DOORSTEP_SLOT_CALENDAR, now).find((window) => window.available)?.date;
  if (!first) return '';
  return new Intl.DateTimeFormat(lang, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${first}T12:00:00Z`));
}

export function deliveryHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    gatewayRoute(
      ctx,
      deliveryMethodsEndpoint,
      ({ lang }) => [
        {
          type: 'DOORSTEP_DELIVERY',
          name: FEES.doorstepDelivery.name[lang],
          description: DELIVERY_METHOD_DESCRIPTIONS.DOORSTEP_DELIVERY[lang].replace(
            '{date}',
            firstDeliveryDay(ctx.state.store.now(), lang),
          ),
          fee: { amount: FEES.doorstepDelivery.price, currency: CURRENCY },
          feeSku: FEES.doorstepDelivery.sku,
          slotId: DOORSTEP_SLOT_CALENDAR,
          enabled: true,
        },
        {
          type: 'SELF_PICKUP',
          name: FEES.selfPickup.name[lang],
          description: DELIVERY_METHOD_DESCRIPTIONS.SELF_PICKUP[lang],
          fee: { amount: FEES.selfPickup.price, currency: CURRENCY },
          enabled: true,
        },
      ],
      { auth: 'none' },
    ),
    gatewayRoute(ctx, deliverySlotsEndpoint, ({ params }) => {
      if (params.slotId !== DOORSTEP_SLOT_CALENDAR) fail('notFound', { slotId: params.slotId });
      return deliveryWindows(params.slotId, ctx.state.store.now());
    }),
    gatewayRoute(
      ctx,
      selfPickupAddressesEndpoint,
      ({ query }) => ({
        pickupLocations: pickupLocationsNear(query.get('zipcode') ?? '').map(pickupLocationView),
      }),
      { auth: 'none' },
    ),
    gatewayRoute(
      ctx,
      addressLookupEndpoint,
      ({ params, query }) => {
        if (params.country?.toUpperCase() !== 'MX') fail('notFound', { country: params.country });
        const entry = findPostalCode(query.get('postalCode') ?? '');
        if (!entry) fail('notFound', { postalCode: query.get('postalCode') });
        return {
          postalCode: entry.postalCode,
          country: 'MX',
          state: entry.state,
          province: '',
          district: '',
          city: entry.municipality,
          area: entry.colonias[0] ?? '',
          areas: [...entry.colonias],
        };
      },
      { auth: 'none' },
    ),
    gatewayRoute(
      ctx,
      esimDeliverySpecificationEndpoint,
      ({ requester }) => ctx.state.esimDeliverySpecification(requester.deviceId),
      { auth: 'none' },
    ),
  ];
}
