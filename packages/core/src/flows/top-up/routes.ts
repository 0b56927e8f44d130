/** The recarga's page: open to anyone, signed in or not (the home page links to it). */
export const TOP_UP_ROUTES = {
  start: '/recarga',
} as const;
export type TopUpRoute = (typeof TOP_UP_ROUTES)[keyof typeof TOP_UP_ROUTES];
