import type { ServiceRequestPhase } from './service-request-template.view.ts';

/**
 * The screen most flows show for a phase; a flow names only where its screens differ (its review,
 * what it collects, its own names for an outcome).
 */
const DEFAULT_SCREENS = {
  checking: 'checking',
  checkFailed: 'check-failed',
  notEligible: 'not-eligible',
  submitting: 'sending',
  submitFailed: 'send-failed',
  paying: 'payment',
  paymentFailed: 'payment-failed',
  following: 'status',
  followLater: 'follow-later',
  cancelling: 'cancelling',
  succeeded: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
  left: 'left',
} as const satisfies Partial<Record<ServiceRequestPhase, string>>;

type DefaultScreens = typeof DEFAULT_SCREENS;

/** What a flow names: always its collecting and review screens, any other phase where it differs. */
export type ScreenOverrides = Partial<Record<ServiceRequestPhase, string>> &
  Record<'collecting' | 'confirming', string>;

/** The template's options a flow's map follows: a phase it never reaches has no screen of its own. */
export interface ScreenOptions {
  pay?: true;
  cancel?: true;
}

type UnreachedPhase<P extends ScreenOptions> =
  | (P extends { pay: true } ? never : 'paying' | 'paymentFailed')
  | (P extends { cancel: true } ? never : 'cancelling');

/** The screens of a flow's map: its own, and the defaults it did not replace. */
export type ScreensOf<O extends ScreenOverrides, P extends ScreenOptions> =
  | O[keyof O]
  | DefaultScreens[Exclude<keyof DefaultScreens, keyof O | UnreachedPhase<P>>];

/**
 * A flow's screen for every phase: DEFAULT_SCREENS with the flow's own in place. A flow without
 * the `pay` or `cancel` option never reaches paying, paymentFailed or cancelling; it names no
 * screen for them, and the map gives them the screen of the phase they would follow (sending,
 * send-failed, status), so the map stays exhaustive without the flow saying anything untrue.
 */
export function screensByPhase<
  const O extends ScreenOverrides,
  const P extends ScreenOptions = Record<never, never>,
>(overrides: O, options?: P): Readonly<Record<ServiceRequestPhase, ScreensOf<O, P>>> {
  type Screen = ScreensOf<O, P>;
  const screens = { ...DEFAULT_SCREENS, ...overrides } as Record<ServiceRequestPhase, Screen>;
  if (!options?.pay) {
    screens.paying = (overrides.paying ?? screens.submitting) as Screen;
    screens.paymentFailed = (overrides.paymentFailed ?? screens.submitFailed) as Screen;
  }
  if (!options?.cancel) screens.cancelling = (overrides.cancelling ?? screens.following) as Screen;
  return screens;
}
