import type { SupportedLocale } from '@senda/core/config';

/**
 * The review room's own words: like the journey editor, a tool for the team inside Storybook, not
 * a page customers see, so its texts stay out of the storefront's message bundles.
 */
const TEXTS = {
  'es-MX': {
    title: (flow: string) => `Sala de revisión: ${flow}`,
    intro:
      'Cada estado de este trámite, lado a lado a 360 px, en español y en inglés: son sus historias de Storybook, no copias. Busca por el nombre del estado, por lo que dice su pantalla o por su id de máquina (por ejemplo, «expirado» o «otpTimer.expired»).',
    search: 'Buscar un estado',
    searchHint: 'Nombre, título de la pantalla (una vez cargada) o id de máquina.',
    count: (shown: number, all: number) => `${shown} de ${all} estados`,
    loading: 'Buscando los estados…',
    none: 'Ningún estado coincide con la búsqueda.',
    machineStates: 'Estados de máquina',
    noMachineStates: 'sin estado de máquina',
    headings: 'Su pantalla dice',
    frame: (state: string, language: string) => `«${state}» en ${language}`,
    languages: { 'es-MX': 'español', 'en-US': 'inglés' },
    waiting: 'Se carga al verlo.',
  },
  'en-US': {
    title: (flow: string) => `Review room: ${flow}`,
    intro:
      'Every state of this request, side by side at 360 px, in Spanish and in English: they are its Storybook stories, not copies. Search by the state’s name, by what its screen says or by its machine id (for example "expired" or "otpTimer.expired").',
    search: 'Search a state',
    searchHint: 'Name, screen title (once loaded) or machine id.',
    count: (shown: number, all: number) => `${shown} of ${all} states`,
    loading: 'Finding the states…',
    none: 'No state matches the search.',
    machineStates: 'Machine states',
    noMachineStates: 'no machine state',
    headings: 'Its screen says',
    frame: (state: string, language: string) => `"${state}" in ${language}`,
    languages: { 'es-MX': 'Spanish', 'en-US': 'English' },
    waiting: 'Loads once seen.',
  },
} as const satisfies Record<SupportedLocale, unknown>;

export type ReviewRoomTexts = (typeof TEXTS)[SupportedLocale];

export const reviewRoomTexts = (locale: string): ReviewRoomTexts =>
  locale === 'en-US' ? TEXTS['en-US'] : TEXTS['es-MX'];
