/**
 * The frames that are a page's own screen while it loads (first-frame.ts's `content`), as data:
 * which file under apps/web/src draws each. They are not in the first load: the app loads the one
 * a prerendered page names before it hydrates (frame-contents.ts), and the build preloads that file
 * with the page's HTML (scripts/vite/route-documents.ts), so it imports nothing.
 */
export const FRAME_CONTENT_FILES = {
  'plan-selection': 'features/purchase/pre-checkout/plan-selection-frame.tsx',
  signup: 'features/purchase/auth/signup-frame.tsx',
  maintenance: 'features/other/maintenance-message.tsx',
  'webview-close': 'features/webview-close/webview-close-frame.tsx',
  paylink: 'features/payment/paylink-frame.tsx',
} as const;

export type FrameContent = keyof typeof FRAME_CONTENT_FILES;
