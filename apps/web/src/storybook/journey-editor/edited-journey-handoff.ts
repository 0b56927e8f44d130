import type { JourneySource } from '@senda/sandbox';

/**
 * How the journey editor's walk shows the real step screens with the edited file: the editor
 * leaves the file in the tab's sessionStorage and opens each step's story in an iframe with this
 * name; that story's sandbox gateway then serves the edited file as the journey's settings (what
 * the app reads first, §7), so the screen's counter and Back follow the edit. A page not opened
 * by the walk (every story run on its own, the Storybook test lane) keeps the bundled files.
 */
export const WALK_FRAME_NAME = 'senda-journey-editor-walk';
const STORAGE_KEY = 'senda.journey-editor.walk';

/** The edited file, for the walk's screens to come (same origin, same tab). */
export function handOverEditedJourney(id: string, file: unknown): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ id, file }));
}

/** The journeys a story's sandbox serves: the walk's edited file in the walk's frame, else `bundled`. */
export function journeysOfThisPage(bundled: JourneySource): JourneySource {
  if (window.name !== WALK_FRAME_NAME) return bundled;
  let edited: { id?: unknown; file?: unknown } | undefined;
  try {
    edited = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') ?? undefined;
  } catch {
    edited = undefined;
  }
  if (typeof edited?.id !== 'string') return bundled;
  const { id, file } = edited as { id: string; file: unknown };
  return {
    get: (journeyId) => (journeyId === id ? file : bundled.get(journeyId)),
    ids: () => bundled.ids(),
  };
}
