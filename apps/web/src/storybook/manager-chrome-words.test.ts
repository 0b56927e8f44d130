import { describe, expect, it } from 'vitest';
import { chromeText } from './manager-chrome-words';

describe("Storybook's own words in the toolbar's language", () => {
  it('are Spanish under es-MX (and when no language has arrived yet), with their spacing kept', () => {
    expect(chromeText('Find components', 'es-MX')).toBe('Buscar pantallas');
    expect(chromeText(' Controls ', undefined)).toBe(' Controles ');
    expect(chromeText('No components found', 'es-MX')).toBe('No se encontró ninguna pantalla');
  });

  it('put Spanish before a value Storybook names: the chosen viewport, a story’s status', () => {
    expect(chromeText('Viewport size Teléfono · Mobile (≤ 550 px) 360×780', 'es-MX')).toBe(
      'Tamaño de pantalla Teléfono · Mobile (≤ 550 px) 360×780',
    );
    expect(chromeText('Story status: Pass', 'es-MX')).toBe('Estado de la historia: Correcta');
    expect(chromeText('Story status: Unknown', 'es-MX')).toBe('Estado de la historia: Unknown');
  });

  it('stay English under en-US, and a text that is not Storybook’s is never changed', () => {
    expect(chromeText('Find components', 'en-US')).toBe('Find components');
    expect(chromeText('Renovación automática', 'es-MX')).toBe('Renovación automática');
    expect(chromeText('Controls and more', 'es-MX')).toBe('Controls and more');
  });
});
