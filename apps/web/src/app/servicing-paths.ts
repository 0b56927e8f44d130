/**
 * The paths account servicing's pages are at (/manage/…, /profile…, /orderlist, the delivery
 * rescheduling's /reschedule_delivery/… and /reschedule/…, the recarga's /recarga): all the first load knows of them. The
 * router loads servicing-page-routes.ts on the first visit under one of them; route-table.test.ts
 * checks every servicing page is under one and no storefront page is.
 */
export const SERVICING_PATH_PREFIXES: readonly string[] = [
  '/manage',
  '/profile',
  '/orderlist',
  '/reschedule_delivery',
  '/reschedule',
  // Anyone's recarga (flows/top-up), signed out too: the home page links to it.
  '/recarga',
];
