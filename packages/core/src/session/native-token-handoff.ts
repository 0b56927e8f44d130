import { type NativeMessage, tokenHandoffMessage } from '../native/native-messages.ts';
import type { Stores } from '../stores/create-stores.ts';

/** The app is told of a token after 0 ms, i.e. on the next task, once the change has settled. */
export const NATIVE_TOKEN_HANDOFF_DELAY_MS = 0;

export interface NativeTokenHandoffOptions {
  /** Delivers a message to the app (the web app's bridge); answers whether one took it. */
  post: (message: NativeMessage) => unknown;
  /** Runs the handoff later; tests pass fake timers through the default. */
  schedule?: (task: () => void) => void;
}

/**
 * Inside the operator's app (webview or native mode) every new token is handed to the app
 * through the custom scheme with the device id: a code's log-in, a guest's sign-up, a refresh
 * (the gateway spends the token a refresh replaces, so the app must not keep the old one) and a
 * silent log-in (`auth_token` from a link). What is sent is read when the handoff runs, so a token
 * rotated twice in one task is told once, as the newest; a token that was cleared meanwhile
 * (logout) is not told at all. Outside the app nothing is sent. Answers the unsubscribe.
 */
export function tellNativeAppOfNewTokens(stores: Stores, options: NativeTokenHandoffOptions): () => void {
  const { store } = stores;
  const schedule =
    options.schedule ?? ((task: () => void) => void setTimeout(task, NATIVE_TOKEN_HANDOFF_DELAY_MS));
  // The token the page started with is the app's own (it opened the page), or no one's: not news.
  let told = store.get(stores.auth.accessToken);
  let scheduled = false;

  const handOff = () => {
    scheduled = false;
    const token = store.get(stores.auth.accessToken);
    if (!token || token === told) return;
    told = token;
    const facts = store.get(stores.sessionFacts.facts);
    if (!facts.webview && !facts.native) return;
    // Every page load has a device id (the bootstrap's); without one the app could not use the token.
    if (!facts.deviceId) return;
    const kind = store.get(stores.auth.tokenArrival) === 'silent' ? 'silent_login_token' : 'auth_token';
    options.post(tokenHandoffMessage({ token, kind, deviceId: facts.deviceId }));
  };

  return store.sub(stores.auth.accessToken, () => {
    if (scheduled) return;
    scheduled = true;
    schedule(handOff);
  });
}
