import type { JourneySource } from '@senda/sandbox';
import { installStoryPageTakeover } from '../story-page-takeover';
import {
  flowWalkPage,
  isWalkCustomer,
  seedWalkCustomer,
  type WalkCustomer,
  walkFacts,
} from './walk-customers';

/**
 * How the journey editor's walk shows the real step screens with the edited file and the chosen
 * customer: the editor leaves both in the tab's sessionStorage and opens each step's story in an
 * iframe with this name; that story's sandbox gateway then serves the edited file as the
 * journey's settings (what the app reads first), so the screen's counter and Back follow the
 * edit, and the story's world is the chosen customer's on their way to that step instead of the
 * story's own (installed as the preview page's takeover, story-page-takeover.ts). A page not opened by the walk (every story run on its own, the
 * Storybook test lane) keeps the bundled files and its story's own customer.
 */
export const WALK_FRAME_NAME = 'senda-journey-editor-walk';
const STORAGE_KEY = 'senda.journey-editor.walk';

/** The edited file and the walk's customer, for the walk's screens to come (same origin, same tab). */
export function handOverEditedJourney(id: string, file: unknown, customer: WalkCustomer): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ id, file, customer }));
}

interface HandedOver {
  id: string;
  file: unknown;
  customer: WalkCustomer;
}

/** What the editor handed over, in the walk's frame only. */
function handedOver(): HandedOver | undefined {
  if (window.name !== WALK_FRAME_NAME) return undefined;
  let edited: { id?: unknown; file?: unknown; customer?: unknown } | undefined;
  try {
    edited = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') ?? undefined;
  } catch {
    edited = undefined;
  }
  if (typeof edited?.id !== 'string' || !isWalkCustomer(edited.customer)) return undefined;
  return { id: edited.id, file: edited.file, customer: edited.customer };
}

/** The journeys a story's sandbox serves: the walk's edited file in the walk's frame, else `bundled`. */
export function journeysOfThisPage(bundled: JourneySource): JourneySource {
  const edited = handedOver();
  if (!edited) return bundled;
  return {
    get: (journeyId) => (journeyId === edited.id ? edited.file : bundled.get(journeyId)),
    ids: () => bundled.ids(),
  };
}

/** The walk's customer, when this page is the walk's frame showing a step of the edited journey. */
export function walkCustomerOfThisPage(journeyId: string): WalkCustomer | undefined {
  const edited = handedOver();
  return edited?.id === journeyId ? edited.customer : undefined;
}

/** The walk's takeover of the preview page: installed by .storybook/preview.tsx. */
export function installJourneyEditorWalk(): void {
  installStoryPageTakeover({
    journeys: journeysOfThisPage,
    journeyStep: (journeyId) => {
      const customer = walkCustomerOfThisPage(journeyId);
      if (!customer) return undefined;
      return {
        setup: (env, journey, step) => seedWalkCustomer(env, journey, customer, step),
        facts: (journey) => walkFacts(journey, customer),
      };
    },
    flowPage: (machineId, page) => {
      const edited = handedOver();
      return edited && flowWalkPage(edited.id, machineId, edited.customer, page);
    },
  });
}
