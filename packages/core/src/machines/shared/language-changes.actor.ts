import { type EventObject, fromCallback } from 'xstate';
import type { Stores } from '../../stores/create-stores.ts';
import { onLanguageChange } from '../../stores/language-change.ts';

/** What a machine invoking `languageChanges` receives when the app's language becomes another. */
export interface LanguageChangeEvent {
  type: 'LANGUAGE.CHANGE';
}

/**
 * An actor that tells its machine when the app's language changes: a machine that keeps texts the
 * gateway wrote (in the language of the call) reads them again, keeping what the customer chose.
 */
export const languageChanges = (stores: Pick<Stores, 'store' | 'locale'>) =>
  fromCallback<EventObject>(({ sendBack }) =>
    onLanguageChange(stores, () => sendBack({ type: 'LANGUAGE.CHANGE' } satisfies LanguageChangeEvent)),
  );
