import { describe, expect, it } from 'vitest';
import { indexedStoryName, type StoryNamesFile, sidebarLabel, storyNamesFileOf } from './sidebar-labels';

const NAMES: StoryNamesFile = {
  title: 'Tu línea/Cancelación de la línea',
  stories: { SendFailed: 'Envío fallido', Request: 'Solicitud', Withdrawn: 'Solicitud retirada' },
  english: {
    SendFailed: 'Could not send the cancellation: nothing changed',
    Request: 'Cancellation request: reasons and what you lose',
  },
  states: { SendFailed: ['termination.submitting', 'termination.submitFailed'] },
};

describe("Storybook's sidebar in the toolbar's language", () => {
  it('indexes a story under both names and the states it claims, so the search finds any of them', () => {
    expect(indexedStoryName('SendFailed', 'Send Failed', NAMES)).toBe(
      'Envío fallido · Could not send the cancellation: nothing changed · termination.submitting termination.submitFailed',
    );
    expect(indexedStoryName('Request', 'Request', NAMES)).toBe(
      'Solicitud · Cancellation request: reasons and what you lose',
    );
    // Named in both languages in the story itself: as written.
    expect(indexedStoryName('StartHere', 'Empieza aquí · Start here', undefined)).toBe(
      'Empieza aquí · Start here',
    );
    // No Spanish, or no English: nothing (the story-names test fails on it).
    expect(indexedStoryName('Closed', 'Closed', NAMES)).toBeUndefined();
    expect(indexedStoryName('Withdrawn', 'Withdrawn', NAMES)).toBeUndefined();
    expect(indexedStoryName('Closed', 'Closed', undefined)).toBeUndefined();
  });

  it('finds the names file beside the stories file', () => {
    expect(storyNamesFileOf('/a/termination-page.stories.tsx')).toBe('/a/termination-page.story-names.json');
  });

  it("shows a story's half in the toolbar's language, and sections and screens in Spanish by id", () => {
    const story = {
      id: 'manage-termination--send-failed',
      type: 'story',
      name: 'Envío fallido · Could not send the cancellation: nothing changed · termination.submitFailed',
    };
    expect(sidebarLabel(story, 'es-MX', {})).toBe('Envío fallido');
    expect(sidebarLabel(story, 'en-US', {})).toBe('Could not send the cancellation: nothing changed');
    const titles = { manage: 'Tu línea', 'manage-termination': 'Cancelación de la línea' };
    const screen = { id: 'manage-termination', type: 'component', name: 'Termination' };
    expect(sidebarLabel(screen, 'es-MX', titles)).toBe('Cancelación de la línea');
    expect(sidebarLabel(screen, 'en-US', titles)).toBe('Termination');
    const editor = {
      id: 'product-editor-de-recorridos-journey-editor',
      type: 'component',
      name: 'Editor de recorridos (Journey editor)',
    };
    expect(sidebarLabel(editor, 'en-US', titles)).toBe('Journey editor');
    // A story with one name only shows it, whatever the language.
    expect(sidebarLabel({ id: 'x--y', type: 'story', name: 'Puebla' }, 'en-US', titles)).toBe('Puebla');
  });
});
