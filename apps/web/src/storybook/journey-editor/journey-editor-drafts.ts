import type { JourneyFile } from '@senda/core/journey';
import { parseJourneyFile } from '@senda/core/journey';

/**
 * A product team's edits of each journey file, kept in the browser (localStorage: a journey file
 * is no personal data) so a language or viewport switch, which remounts the story, or a reload
 * never loses them. Each file keeps its edits in order, the last the current one, so an edit can
 * be undone; "start again" forgets them all.
 */
export type EditHistory = readonly JourneyFile[];

/** How many edits back "Undo" reaches: enough for a session, small enough for localStorage. */
const KEPT_EDITS = 50;

export const draftKey = (journeyId: string) => `senda.journey-editor.${journeyId}`;

/** The edits kept for a file, or none: a draft that no longer reads as this file's is dropped. */
export function readDrafts(storage: Storage, journeyId: string): EditHistory {
  const raw = storage.getItem(draftKey(journeyId));
  if (!raw) return [];
  try {
    const history = (JSON.parse(raw) as unknown[]).map((json) => parseJourneyFile(json));
    return history.every((file) => file.id === journeyId) ? history : [];
  } catch {
    storage.removeItem(draftKey(journeyId));
    return [];
  }
}

export function writeDrafts(storage: Storage, journeyId: string, history: EditHistory): void {
  if (history.length === 0) storage.removeItem(draftKey(journeyId));
  else storage.setItem(draftKey(journeyId), JSON.stringify(history.slice(-KEPT_EDITS)));
}

/**
 * An exported file read back for editing: the file (its export takes its revision from the shipped
 * file's again) or why it cannot be (not JSON, not a journey file, a journey the editor lacks).
 */
export function importJourney(
  text: string,
  knownIds: readonly string[],
): { ok: true; file: JourneyFile } | { ok: false; reason: 'not-json' | 'not-journey' | 'unknown-journey' } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  let file: JourneyFile;
  try {
    file = parseJourneyFile(json);
  } catch {
    return { ok: false, reason: 'not-journey' };
  }
  if (!knownIds.includes(file.id)) return { ok: false, reason: 'unknown-journey' };
  return { ok: true, file };
}
