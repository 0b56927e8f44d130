import { describe, expect, it } from 'vitest';
import { bilingualStoryName, sidebarLabel } from './sidebar-labels';

describe("Storybook's sidebar in the toolbar's language", () => {
  it('indexes a state with Spanish under both names, so the search finds either', () => {
    expect(bilingualStoryName('Send Failed')).toBe('Envío fallido · Send Failed');
    expect(bilingualStoryName('Failed')).toBe('Rechazado · Failed');
    // Already in both languages, or no Spanish here: as written.
    expect(bilingualStoryName('Empieza aquí · Start here')).toBe('Empieza aquí · Start here');
    expect(bilingualStoryName('New Number In Guadalajara')).toBe('New Number In Guadalajara');
  });

  it("shows the toolbar's half of a name in both languages, and sections and screens in Spanish", () => {
    expect(sidebarLabel('Envío fallido · Send Failed', 'story', 'es-MX')).toBe('Envío fallido');
    expect(sidebarLabel('Envío fallido · Send Failed', 'story', 'en-US')).toBe('Send Failed');
    expect(sidebarLabel('Editor de recorridos (Journey editor)', 'title', 'es-MX')).toBe(
      'Editor de recorridos',
    );
    expect(sidebarLabel('Editor de recorridos (Journey editor)', 'title', 'en-US')).toBe('Journey editor');
    expect(sidebarLabel('SIM replacement', 'title', 'es-MX')).toBe('Reposición de SIM');
    expect(sidebarLabel('SIM replacement', 'title', 'en-US')).toBe('SIM replacement');
    // A story named like a screen is a story: its name is translated only through the index.
    expect(sidebarLabel('Payment', 'story', 'es-MX')).toBe('Payment');
  });
});
