import type { SupportedLocale } from '@senda/core/config';

/**
 * The preview's own words. It is a tool for product teams inside Storybook, not a page customers
 * see, so its texts stay out of the storefront's message bundles (and their bytes); the screens it
 * links to are in the language chosen in the toolbar.
 */
const TEXTS = {
  'es-MX': {
    title: (file: string) => `Vista previa del recorrido: journeys/${file}.json`,
    checks: 'Revisión',
    passes: 'El archivo pasa journeys:check: cada paso se puede alcanzar y cada paso lleva a un final.',
    fails: 'El archivo no pasa journeys:check y no se puede publicar así:',
    warnings: 'Avisos',
    noWarnings: 'Sin avisos.',
    steps: 'Pasos, en orden',
    always: 'siempre',
    when: 'cuando',
    alternatives: 'o en su lugar',
    next: 'después sigue en',
    analytics: 'analítica',
    final: 'final',
    walk: 'Recorrido con estos datos',
    walkHint: 'Elige los datos de un cliente: la lista muestra los pasos que recorrería, en orden.',
    loadScreens: 'Mostrar las pantallas de cada paso',
    openScreen: 'Abrir su pantalla',
    noStory: 'sin historia en Storybook',
    exit: 'puede salir por',
    entry: 'se puede abrir directamente',
    noFacts: 'Este recorrido no depende de ningún dato del cliente: todos lo recorren igual.',
    noFlow: (id: string) =>
      `ningún flujo de la app tiene el recorrido "${id}": un desarrollador lo agrega (packages/core/src/navigation/flow-manifests.ts) con sus pantallas`,
    graph: 'Gráfico (Mermaid, para pegar en mermaid.live)',
    stepCount: (n: number) => `${n} pasos`,
  },
  'en-US': {
    title: (file: string) => `Journey preview: journeys/${file}.json`,
    checks: 'Checks',
    passes: 'The file passes journeys:check: every step can be reached and every step can reach an end.',
    fails: 'The file fails journeys:check and cannot ship like this:',
    warnings: 'Warnings',
    noWarnings: 'No warnings.',
    steps: 'Steps, in order',
    always: 'always',
    when: 'when',
    alternatives: 'or instead',
    next: 'then continues at',
    analytics: 'analytics',
    final: 'final',
    walk: 'Walk-through with these facts',
    walkHint: "Choose a customer's facts: the list shows the steps they would walk, in order.",
    loadScreens: "Show each step's screen",
    openScreen: 'Open its screen',
    noStory: 'no Storybook story',
    exit: 'may leave through',
    entry: 'may be opened directly',
    noFacts: 'This journey depends on no fact about the customer: everyone walks it the same way.',
    noFlow: (id: string) =>
      `no flow of the app has the journey "${id}": a developer adds it (packages/core/src/navigation/flow-manifests.ts) with its screens`,
    graph: 'Graph (Mermaid, to paste in mermaid.live)',
    stepCount: (n: number) => `${n} steps`,
  },
} as const satisfies Record<SupportedLocale, unknown>;

export type PreviewTexts = (typeof TEXTS)[SupportedLocale];

export const previewTexts = (locale: string): PreviewTexts =>
  locale === 'en-US' ? TEXTS['en-US'] : TEXTS['es-MX'];
