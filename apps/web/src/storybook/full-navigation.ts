/**
 * A full-page navigation inside a story (`window.location.assign` for maintenance, the end of a
 * session, a login redirect…) would load some other page into the preview frame. The Navigation
 * API lets the preview cancel it and hand the target to the story instead, which reloads the app
 * at that path, keeping its storage, as the browser would.
 */
interface NavigateEventLike extends Event {
  readonly destination: { readonly url: string };
  readonly cancelable: boolean;
  readonly hashChange: boolean;
  readonly downloadRequest: string | null;
}
interface NavigationLike {
  addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
}

let handler: ((target: string) => void) | null = null;
let installed = false;

/** The story that currently takes full navigations; returns the undo. */
export function onFullNavigation(next: (target: string) => void): () => void {
  install();
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** The preview's own page (a reload, a story switch) is Storybook's, never the app's. */
const isPreviewUrl = (url: URL) => /\/iframe\.html$/.test(url.pathname);

function install(): void {
  if (installed) return;
  installed = true;
  const navigation = (globalThis as { navigation?: NavigationLike }).navigation;
  if (!navigation) return;
  navigation.addEventListener('navigate', (event) => {
    const url = new URL(event.destination.url);
    if (url.origin !== globalThis.location.origin || event.hashChange || event.downloadRequest !== null)
      return;
    if (isPreviewUrl(url) || !event.cancelable) return;
    event.preventDefault();
    // Between two stories (the one before torn down, the next not mounted yet) a late navigation
    // of the story before has no one to take it: dropped, as that story is gone. Let through, it
    // loaded the app's path into the preview frame (the journey editor's walk lost its frame to
    // a story switched away from mid-payment).
    handler?.(`${url.pathname}${url.search}${url.hash}`);
  });
}
