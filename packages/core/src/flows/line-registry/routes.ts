/**
 * The line registry's one page: a line's registration in the mobile line registry (Padrón de
 * Telefonía Móvil, 2026); the spec names none.
 */
export const LINE_REGISTRY_ROUTES = {
  registration: '/manage/line-registry',
} as const;
export type LineRegistryRoute = (typeof LINE_REGISTRY_ROUTES)[keyof typeof LINE_REGISTRY_ROUTES];
