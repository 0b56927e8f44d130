import type { SandboxState } from '../domain/sandbox-state.ts';

/** Where the serialised state lives between runs: localStorage, a file, or nowhere. */
export interface StateStorage {
  load(): string | undefined;
  save(json: string): void;
  clear?(): void;
}

export function memoryStorage(initial?: string): StateStorage & { readonly saved: string | undefined } {
  let saved = initial;
  return {
    get saved() {
      return saved;
    },
    load: () => saved,
    save: (json) => {
      saved = json;
    },
    clear: () => {
      saved = undefined;
    },
  };
}

export const DEFAULT_LOCAL_STORAGE_KEY = 'senda.sandbox.state';

/** The browser's localStorage (or any Storage): the state survives a page reload. */
export function webStorage(
  key = DEFAULT_LOCAL_STORAGE_KEY,
  storage: Storage = globalThis.localStorage,
): StateStorage {
  return {
    load: () => storage.getItem(key) ?? undefined,
    save: (json) => {
      try {
        storage.setItem(key, json);
      } catch (error) {
        // Quota or private mode: the sandbox keeps working, it just forgets on reload.
        console.warn('[sandbox] state not saved', error);
      }
    },
    clear: () => storage.removeItem(key),
  };
}

export interface Persistence {
  /** Write now instead of at the end of the current task. */
  flush(): void;
  detach(): void;
}

/**
 * Loads the saved state into `state`, then saves after every change. Changes within one task
 * (one request usually makes several) are written once.
 */
export function attachPersistence(state: SandboxState, storage: StateStorage): Persistence {
  const saved = storage.load();
  if (saved !== undefined) {
    const outcome = state.load(saved);
    if (outcome.kind === 'discarded') {
      console.warn(`[sandbox] saved state ignored, starting fresh: ${outcome.issues.join('; ')}`);
    }
  }
  let scheduled = false;
  const write = () => {
    scheduled = false;
    storage.save(state.serialize());
  };
  const detach = state.onChange(() => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      if (scheduled) write();
    });
  });
  return {
    flush: () => write(),
    detach,
  };
}
