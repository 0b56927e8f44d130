import { atom } from 'jotai/vanilla';

/** A notice for this page load only (never stored): set while the app starts, dismissed by the customer. */
export function createPageNoticeStore<T>() {
  const state = atom<T | null>(null);
  return {
    state,
    dismiss: atom(null, (_get, set) => set(state, null)),
  };
}
