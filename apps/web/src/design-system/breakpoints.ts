import { BREAKPOINT_MOBILE_MAX_PX, BREAKPOINT_TABLET_MAX_PX } from '@senda/core/config';

/**
 * The spec's breakpoints for code that must branch in JS (matchMedia, image sizes). CSS cannot read
 * these, so tokens.css writes the same figures out; breakpoints.test.ts checks they agree.
 */
export const BREAKPOINTS = {
  mobileMax: BREAKPOINT_MOBILE_MAX_PX,
  tabletMax: BREAKPOINT_TABLET_MAX_PX,
} as const;

export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** Media queries matching the CSS: mobile ≤ 550 px, tablet ≤ 900 px, desktop above. */
export const MEDIA_QUERIES = {
  tabletUp: `(min-width: ${BREAKPOINT_MOBILE_MAX_PX + 1}px)`,
  desktopUp: `(min-width: ${BREAKPOINT_TABLET_MAX_PX + 1}px)`,
  mobile: `(max-width: ${BREAKPOINT_MOBILE_MAX_PX}px)`,
} as const;

export const viewportForWidth = (widthPx: number): Viewport => {
  if (widthPx <= BREAKPOINT_MOBILE_MAX_PX) return 'mobile';
  if (widthPx <= BREAKPOINT_TABLET_MAX_PX) return 'tablet';
  return 'desktop';
};
