import * as v from 'valibot';
import type { Stores } from '../stores/create-stores.ts';

/** The part of a FingerprintJS agent the app uses. */
export interface VisitorIdAgent {
  get(): Promise<{ visitorId: unknown }>;
}
export type VisitorIdLoader = () => Promise<VisitorIdAgent>;

/**
 * FingerprintJS (v5, MIT), imported only when asked for: it reads browser APIs, so neither Node
 * nor the first paint should pay for it.
 */
export const fingerprintLoader: VisitorIdLoader = async () => {
  const fingerprint = await import('@fingerprintjs/fingerprintjs');
  return fingerprint.load();
};

const VisitorIdSchema = v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{1,128}$/));

export interface LoadVisitorIdOptions {
  loader?: VisitorIdLoader;
  warn?: (message: string, error: unknown) => void;
}

/**
 * The visitor id (Third-party), or undefined. A failed load is only logged: the id is an
 * extra header, and no page may break because a fingerprint could not be taken.
 */
export async function loadVisitorId({
  loader = fingerprintLoader,
  warn = (message, error) => console.warn(message, error),
}: LoadVisitorIdOptions = {}): Promise<string | undefined> {
  try {
    const agent = await loader();
    const { visitorId } = await agent.get();
    const parsed = v.safeParse(VisitorIdSchema, visitorId);
    if (!parsed.success) {
      warn('Visitor id: the fingerprint library returned an unusable id.', visitorId);
      return undefined;
    }
    return parsed.output;
  } catch (error) {
    warn('Visitor id: the fingerprint library failed to load.', error);
    return undefined;
  }
}

/** Loads the visitor id into the auth store (`userVisitorId`); a failure leaves it as it was. */
export async function initVisitorId(
  stores: Stores,
  options: LoadVisitorIdOptions = {},
): Promise<string | undefined> {
  const visitorId = await loadVisitorId(options);
  if (visitorId !== undefined) stores.store.set(stores.auth.setVisitorId, visitorId);
  return visitorId;
}
