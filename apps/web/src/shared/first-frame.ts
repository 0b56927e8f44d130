import { SUPPORTED_LOCALES } from '@senda/core/config';
import type { ComponentType } from 'react';
import * as v from 'valibot';
import { LAYOUT_KINDS } from '../layouts/layout-kind';
import { EarlyFrameSchema } from './early-frame.schema';

/**
 * What the build prerendered for a route: the page's frame — its layout, heading and
 * the placeholders of what loads — painted from the HTML before any script has run, then
 * hydrated. The build writes it into `#root[data-frame]` (scripts/vite/prerender-route-frames.ts)
 * from apps/web/src/prerender/prerendered-routes.ts; the client reads it back, so the first render
 * it hydrates is made from the very same description the server's was.
 *
 * Only copy that is the same for every visitor goes in: the heading, a static subtitle, and
 * skeletons where the customer's data and the gateway's answers will be.
 */
export const FirstFrameSchema = v.object({
  /** The path the frame was rendered for: only a page load of that path shows it. */
  path: v.pipe(v.string(), v.startsWith('/')),
  locale: v.picklist(SUPPORTED_LOCALES),
  /** `none`: the page draws its own layout (the webview close pages), its frame too. */
  layout: v.picklist([...LAYOUT_KINDS, 'none']),
  width: v.picklist(['reading', 'wide']),
  /** A journey step: "Step n of m" will sit above the heading (its numbers are the visitor's). */
  progress: v.boolean(),
  titleId: v.string(),
  subtitleId: v.optional(v.string()),
  /** The page has a back link above its heading (a placeholder holds its place). */
  back: v.boolean(),
  /** A note of static copy the page shows under what loads (the log-in code's "no account yet?"). */
  noteId: v.optional(v.string()),
  /**
   * A page whose frame is its own screen while it loads, drawn by a component of the page's
   * (route-frame.tsx): 'plan-selection' is plan selection's SIM cards, eSIM notice and plans'
   * placeholders (its largest paint in the HTML); 'signup' is sign-up's form, its switch to log-in
   * and, when the journey offers it, the guest checkout card (signup-frame.tsx); 'maintenance' is
   * the maintenance page's message card (maintenance-message.tsx); 'webview-close' is the close
   * pages' "You can close this window" card (webview-close-frame.tsx); 'paylink' is pay-by-link's
   * heading, the subtitle its early script writes and the link's placeholder (paylink-frame.tsx). Without it, the generic frame below.
   */
  content: v.optional(v.picklist(['plan-selection', 'signup', 'maintenance', 'webview-close', 'paylink'])),
  /** The bundled journey file's `guestCheckout` setting, for a frame that shows guest checkout. */
  guestCheckout: v.optional(v.boolean()),
  /** A sentence the page's early script writes from its link's early read (EarlyFrameSchema). */
  early: v.optional(EarlyFrameSchema),
  /** Heights (CSS lengths) of the placeholders under the heading, top to bottom. */
  placeholders: v.array(v.pipe(v.string(), v.regex(/^\d+(?:\.\d+)?rem$/))),
});
export type FirstFrame = v.InferOutput<typeof FirstFrameSchema>;

/**
 * A frame drawn by its page's own component (`content`): loaded by the page load that shows it,
 * before it hydrates (shell/frame-contents.ts), and rendered by shell/route-frame.tsx.
 */
export type FrameContentComponent = ComponentType<{ frame: FirstFrame }>;

/** The element's frame, or undefined when there is none or it is not one this build can render. */
export function readFirstFrame(root: HTMLElement | null): FirstFrame | undefined {
  const raw = root?.dataset.frame;
  if (!raw) return undefined;
  try {
    const parsed = v.safeParse(FirstFrameSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
