/**
 * The six layout kinds of the spec. Journey steps name theirs in the journey JSON; other routes in the
 * route table. The names match the journey file format.
 */
export const LAYOUT_KINDS = [
  'main-authenticated',
  'no-footer',
  'no-header-and-footer',
  'no-footer-without-header',
  'main-auth-two-button',
  'step',
] as const;
export type LayoutKind = (typeof LAYOUT_KINDS)[number];

export interface LayoutParts {
  header: boolean;
  footer: boolean;
  /** The two-button header: help and account (or log in). */
  twoButtonHeader: boolean;
  progress: boolean;
  /** Centred reading column (most pages) or the full width (bare pages such as close targets). */
  frame: 'centered' | 'full';
}

export const LAYOUT_PARTS: Record<LayoutKind, LayoutParts> = {
  'main-authenticated': {
    header: true,
    footer: true,
    twoButtonHeader: false,
    progress: false,
    frame: 'centered',
  },
  // Sign-up, log-in, the code and card payment are journey steps too: "Step n of m" shows on
  // them (the progress is given only by the journey's pages).
  'no-footer': { header: true, footer: false, twoButtonHeader: false, progress: true, frame: 'centered' },
  'no-header-and-footer': {
    header: false,
    footer: false,
    twoButtonHeader: false,
    progress: false,
    frame: 'full',
  },
  'no-footer-without-header': {
    header: false,
    footer: false,
    twoButtonHeader: false,
    progress: false,
    frame: 'centered',
  },
  'main-auth-two-button': {
    header: true,
    footer: true,
    twoButtonHeader: true,
    progress: false,
    frame: 'centered',
  },
  step: { header: true, footer: false, twoButtonHeader: false, progress: true, frame: 'centered' },
};
