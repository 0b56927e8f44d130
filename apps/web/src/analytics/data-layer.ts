import {
  connectDataLayer,
  type DataLayerFeed,
  hashedUserData,
  type JourneyRef,
  type StorefrontAnalyticsEvent,
} from '@senda/core/analytics';
import type { Stores } from '@senda/core/stores';

// The event builders come with this chunk: the sink in the first load only snapshots what they read.
export { journeyStepEvent, servicePaidOrder } from '@senda/core/analytics';

/*
 * Loaded after the first paint (analytics-sink.ts): `window.dataLayer` filled by core's feed, and
 * the tag manager's script added the first time the customer's choice allows it, when the
 * operator configured a container.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface DataLayerTags {
  send(event: StorefrontAnalyticsEvent): void;
  /** The profile's contact, hashed here before anything is pushed. */
  sendUserData(event: {
    userId: string;
    email: string | null | undefined;
    phone: string | null | undefined;
    journey: JourneyRef;
  }): void;
}

/** The operator's tag manager: its container, and where its script comes from (none: Google's). */
export interface TagManagerConfig {
  containerId: string;
  scriptUrl?: string | undefined;
}

const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

function loadTagManager(win: Window, { containerId, scriptUrl = GTM_SCRIPT }: TagManagerConfig): void {
  win.dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = win.document.createElement('script');
  script.async = true;
  const src = new URL(scriptUrl, win.location.href);
  src.searchParams.set('id', containerId);
  script.src = src.href;
  win.document.head.append(script);
}

export function startDataLayer(
  win: Window,
  stores: Pick<Stores, 'store' | 'auth'>,
  tagManager: TagManagerConfig | null,
): DataLayerTags {
  win.dataLayer ??= [];
  const dataLayer = win.dataLayer;
  const feed: DataLayerFeed = connectDataLayer({
    push: (entry) => dataLayer.push(entry),
    // The tag manager reads a consent command only as a gtag call's `arguments` object.
    gtag: function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag's contract is the arguments object itself
      dataLayer.push(arguments);
    },
    stores,
    onFirstAllowed: () => {
      if (tagManager) loadTagManager(win, tagManager);
    },
  });
  return {
    send: (event) => feed.send(event),
    sendUserData: ({ userId, email, phone, journey }) => {
      void hashedUserData({ email, phone })
        .then((userData) => feed.send({ type: 'user_data', userId, userData, journey }))
        .catch(() => undefined);
    },
  };
}
