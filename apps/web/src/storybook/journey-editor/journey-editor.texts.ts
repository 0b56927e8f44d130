import type { SupportedLocale } from '@senda/core/config';
import type { JourneyChange, JourneyFinding } from '@senda/core/journey';

/**
 * The journey editor's own words. Like the journey preview, it is a tool for product teams inside
 * Storybook, not a page customers see, so its texts stay out of the storefront's message bundles;
 * the step names it shows are the storefront's own page titles, in the toolbar's language.
 */

/** A step's name as the reader knows it (its page title), for the sentences below. */
type Title = (step: string) => string;
type Params = Readonly<Record<string, string>>;
const list = (names: string | undefined, title: Title, and: string) => {
  const titles = (names ?? '')
    .split(', ')
    .filter(Boolean)
    .map((name) => `«${title(name)}»`);
  return titles.length < 2 ? (titles[0] ?? '') : `${titles.slice(0, -1).join(', ')} ${and} ${titles.at(-1)}`;
};

const TERMS_MODES = {
  'es-MX': {
    CHECKBOX: 'el cliente marca una casilla',
    MANDATORY_SCROLL: 'el cliente lee los términos hasta el final y luego los acepta',
    IMPLICIT: 'el cliente los acepta al pagar (una frase lo dice)',
  },
  'en-US': {
    CHECKBOX: 'the customer ticks a box',
    MANDATORY_SCROLL: 'the customer reads the terms to the end, then accepts them',
    IMPLICIT: 'the customer accepts them by paying (a sentence says so)',
  },
} as const;

/** Each rule of journeys:check as a sentence about the step it concerns. */
const FINDINGS: Record<
  SupportedLocale,
  Record<JourneyFinding['rule'], (p: Params, title: Title) => string>
> = {
  'es-MX': {
    schema: (p) => `El archivo no tiene el formato esperado (${p.path ?? ''}).`,
    'duplicate-exit': (p) => `La salida «${p.exit}» está declarada dos veces.`,
    'duplicate-step': (p) => `Este paso está dos veces en el recorrido (ya es el paso ${p.position}).`,
    'reserved-name': () => 'El nombre de este paso lo usa el sistema.',
    'duplicate-route': (p) =>
      `Esta página ya la usa el paso ${p.position}: cada paso necesita su propia página.`,
    'one-page-route': (p) =>
      `Todos los pasos de este recorrido son pantallas de una sola página, ${p.route}: este paso no puede tener otra.`,
    'unknown-condition': (p) => `Aplica con una condición que no existe: «${p.condition}».`,
    'self-alternative': () => 'Este paso no puede ser su propia alternativa.',
    'unknown-alternative': (p, t) => `Su alternativa ${list(p.other, t, 'y')} ya no está en el recorrido.`,
    'final-alternative': (p, t) =>
      `Su alternativa ${list(p.other, t, 'y')} termina el recorrido y no puede serlo.`,
    'unknown-next': (p, t) => `Continúa en ${list(p.other, t, 'y')}, que ya no está en el recorrido.`,
    'next-backwards': (p, t) =>
      `Continúa en ${list(p.other, t, 'y')}, que ahora está antes: debe estar después.`,
    'unknown-exit': (p) => `Sale por «${p.exit}», una salida que el archivo no declara.`,
    'final-with-links': () => 'Un paso final termina el recorrido: no puede llevar a otro paso.',
    'former-name-current': () => 'Uno de sus nombres anteriores es el de otro paso.',
    'former-name-taken': () => 'Uno de sus nombres anteriores ya es de otro paso.',
    'first-step-conditional': () =>
      'El primer paso debe aplicar a todos los clientes, y este solo aplica a algunos.',
    'first-step-final': () => 'El primer paso no puede terminar el recorrido.',
    'no-final-step': () => 'Ningún paso termina el recorrido.',
    'needed-step-removed': () =>
      'Este paso no se puede quitar: el trámite necesita lo que pide (se puede mover, o aplicar solo a algunos clientes).',
    'needs-earlier-step': (p, t) =>
      `Este paso necesita lo que el cliente elige en ${list(p.earlier, t, 'y')}, que ahora viene después: muévelo más abajo.`,
    unreachable: () => 'Ningún cliente llega a este paso: ninguna combinación de datos lleva hasta aquí.',
    'dead-end': () => 'Desde este paso no se llega a ningún final.',
    'analytics-dropped': (p) => `El evento de analítica «${p.event}» ya no se envía: lo enviaba este paso.`,
    'analytics-moved': (p, t) =>
      `El evento de analítica «${p.event}» ahora lo envía este paso, no ${list(p.from, t, 'y')}.`,
    'analytics-now-after': (p, t) =>
      `El evento de analítica «${p.event}» de este paso ahora llega después de ${list(p.steps, t, 'y')}: los reportes de embudo cambian de significado (avisa a quien los lee).`,
    'analytics-now-before': (p, t) =>
      `El evento de analítica «${p.event}» de este paso ahora llega antes de ${list(p.steps, t, 'y')}: los reportes de embudo cambian de significado (avisa a quien los lee).`,
    'choice-dropped': () =>
      'Sin este paso, lo que un cliente que regresa eligió en él se quita de su pedido, porque ninguna página le dejaría cambiarlo.',
    'screen-unreached': () =>
      'Sin este paso, ningún cliente de este recorrido ve su pantalla (la pantalla sigue en la app).',
    'setting-unread': (p) =>
      `El ajuste «${p.setting}» no hace nada: ninguna página de este recorrido lo lee.`,
    'terms-overridden': (p) =>
      `Los términos «${TERMS_MODES['es-MX'][p.mode as keyof (typeof TERMS_MODES)['es-MX']] ?? p.mode}» no tienen efecto: la configuración de consentimiento del operador pide más, así que ${TERMS_MODES['es-MX'][p.effective as keyof (typeof TERMS_MODES)['es-MX']] ?? p.effective}.`,
  },
  'en-US': {
    schema: (p) => `The file does not have the expected format (${p.path ?? ''}).`,
    'duplicate-exit': (p) => `The exit "${p.exit}" is declared twice.`,
    'duplicate-step': (p) => `This step is in the journey twice (it is already step ${p.position}).`,
    'reserved-name': () => "This step's name is reserved by the system.",
    'duplicate-route': (p) => `Step ${p.position} already uses this page: each step needs a page of its own.`,
    'one-page-route': (p) =>
      `Every step of this journey is a screen of one page, ${p.route}: this step cannot have another.`,
    'unknown-condition': (p) => `It applies under a condition that does not exist: "${p.condition}".`,
    'self-alternative': () => 'This step cannot be its own alternative.',
    'unknown-alternative': (p, t) =>
      `Its alternative ${list(p.other, t, 'and')} is no longer in the journey.`,
    'final-alternative': (p, t) =>
      `Its alternative ${list(p.other, t, 'and')} ends the journey and cannot be one.`,
    'unknown-next': (p, t) =>
      `It continues at ${list(p.other, t, 'and')}, which is no longer in the journey.`,
    'next-backwards': (p, t) =>
      `It continues at ${list(p.other, t, 'and')}, which now comes before it: it must come after.`,
    'unknown-exit': (p) => `It leaves through "${p.exit}", an exit the file does not declare.`,
    'final-with-links': () => 'A final step ends the journey: it cannot lead to another step.',
    'former-name-current': () => 'One of its former names is the name of another step.',
    'former-name-taken': () => 'One of its former names already belongs to another step.',
    'first-step-conditional': () =>
      'The first step must apply to every customer, and this one applies to some only.',
    'first-step-final': () => 'The first step cannot end the journey.',
    'no-final-step': () => 'No step ends the journey.',
    'needed-step-removed': () =>
      'This step cannot be removed: the request needs what it asks for (it may move, or apply to some customers only).',
    'needs-earlier-step': (p, t) =>
      `This step needs what the customer chooses in ${list(p.earlier, t, 'and')}, which now comes after it: move it further down.`,
    unreachable: () => 'No customer reaches this step: no combination of facts leads here.',
    'dead-end': () => 'No end of the journey can be reached from this step.',
    'analytics-dropped': (p) => `The analytics event "${p.event}" is no longer sent: this step sent it.`,
    'analytics-moved': (p, t) =>
      `The analytics event "${p.event}" is now sent by this step, not ${list(p.from, t, 'and')}.`,
    'analytics-now-after': (p, t) =>
      `This step's analytics event "${p.event}" now comes after ${list(p.steps, t, 'and')}: funnel reports change meaning (tell whoever reads them).`,
    'analytics-now-before': (p, t) =>
      `This step's analytics event "${p.event}" now comes before ${list(p.steps, t, 'and')}: funnel reports change meaning (tell whoever reads them).`,
    'choice-dropped': () =>
      'Without this step, what a returning customer chose in it is dropped from their order, since no page would let them change it.',
    'screen-unreached': () =>
      'Without this step, no customer of this journey sees its screen (the screen stays in the app).',
    'setting-unread': (p) => `The setting "${p.setting}" does nothing: no page of this journey reads it.`,
    'terms-overridden': (p) =>
      `The terms setting "${TERMS_MODES['en-US'][p.mode as keyof (typeof TERMS_MODES)['en-US']] ?? p.mode}" has no effect: the operator's consent settings ask for more, so ${TERMS_MODES['en-US'][p.effective as keyof (typeof TERMS_MODES)['en-US']] ?? p.effective}.`,
  },
};

const CHANGES = {
  'es-MX': (change: JourneyChange, title: Title): string => {
    switch (change.kind) {
      case 'revision':
        return `Revisión ${change.from} → ${change.to}.`;
      case 'moved':
        return `«${title(change.step)}» pasa del paso ${change.from} al ${change.to}${change.after ? `, después de «${title(change.after)}»` : ', al principio'}.`;
      case 'removed':
        return `«${title(change.step)}» se quitó.`;
      case 'added':
        return `«${title(change.step)}» se agregó de nuevo como paso ${change.at}.`;
      case 'setting':
        return `Ajuste «${change.setting}»: ${change.from ?? '(sin valor)'} → ${change.to ?? '(sin valor)'}.`;
      case 'faq':
        return `«${title(change.step)}»: preguntas frecuentes ${change.shown ? 'visibles' : 'ocultas'}.`;
    }
  },
  'en-US': (change: JourneyChange, title: Title): string => {
    switch (change.kind) {
      case 'revision':
        return `Revision ${change.from} → ${change.to}.`;
      case 'moved':
        return `"${title(change.step)}" moves from step ${change.from} to ${change.to}${change.after ? `, after "${title(change.after)}"` : ', first'}.`;
      case 'removed':
        return `"${title(change.step)}" was removed.`;
      case 'added':
        return `"${title(change.step)}" was added back as step ${change.at}.`;
      case 'setting':
        return `Setting "${change.setting}": ${change.from ?? '(none)'} → ${change.to ?? '(none)'}.`;
      case 'faq':
        return `"${title(change.step)}": FAQ ${change.shown ? 'shown' : 'hidden'}.`;
    }
  },
};

const TEXTS = {
  'es-MX': {
    title: 'Editor de recorridos',
    intro:
      'Cambia el orden de los pasos, quita o vuelve a agregar un paso opcional y ajusta la configuración. Las comprobaciones (las mismas de journeys:check) se actualizan con cada cambio. Nada se publica desde aquí: exporta el archivo y pásalo a quien lo suba a journeys/.',
    file: 'Archivo de recorrido',
    reading: 'Leyendo el archivo…',
    noFlow: 'Ningún flujo de la app usa este archivo: un desarrollador debe agregarlo primero.',
    passes: 'Sin errores: el archivo pasa journeys:check.',
    fails: (n: number) =>
      n === 1 ? '1 error: así no se puede publicar.' : `${n} errores: así no se puede publicar.`,
    warnings: (n: number) => (n === 1 ? '1 aviso.' : `${n} avisos.`),
    general: 'Comprobaciones del archivo',
    steps: 'Pasos, en orden',
    stepsHint:
      'Arrastra un paso (con el ratón o con el dedo) para moverlo, o usa sus botones «Subir» y «Bajar» (con el teclado: Tab hasta el botón y Enter).',
    position: (n: number, total: number) => `Paso ${n} de ${total}`,
    dragHandle: 'Arrastrar para mover',
    always: 'Todos los clientes',
    some: 'Solo algunos clientes',
    final: 'Termina el recorrido',
    up: 'Subir',
    down: 'Bajar',
    moveUp: (step: string) => `Subir «${step}»`,
    moveDown: (step: string) => `Bajar «${step}»`,
    remove: 'Quitar',
    removeStep: (step: string) => `Quitar «${step}»`,
    // The refusal journeys:check gives a file without it, said before anyone tries.
    needed: FINDINGS['es-MX']['needed-step-removed']({}, String),
    restore: 'Agregar de nuevo',
    restoreStep: (step: string) => `Agregar de nuevo «${step}»`,
    moved: (step: string, n: number, total: number) => `«${step}» ahora es el paso ${n} de ${total}.`,
    removedNow: (step: string) => `«${step}» se quitó del recorrido.`,
    undo: 'Deshacer',
    undone: 'Se deshizo el último cambio.',
    startAgain: 'Empezar de nuevo desde el archivo publicado',
    startedAgain: 'Se volvió al archivo publicado: tus cambios se borraron.',
    importLabel: 'Abrir un archivo exportado:',
    imported: (name: string) => `Se abrió ${name}: puedes seguir editándolo.`,
    importFailed: {
      'not-json': 'Ese archivo no se puede leer: no es un archivo exportado por el editor (JSON).',
      'not-journey': 'Ese archivo no es un recorrido: no tiene el formato de los archivos exportados.',
      'unknown-journey': 'Ese recorrido no está entre los que el editor conoce.',
    },
    kept: 'Tus cambios se guardan en este navegador: siguen aquí si cambias de idioma o de tamaño, o si recargas la página.',
    restoredNow: (step: string, n: number) => `«${step}» volvió como paso ${n}.`,
    removed: 'Pasos quitados',
    removedHint:
      'Un paso nuevo necesita un desarrollador (su pantalla); uno quitado se puede agregar de nuevo.',
    faq: 'Mostrar las preguntas frecuentes debajo del paso',
    error: 'Error',
    warning: 'Aviso',
    settings: 'Configuración',
    noSettings: 'Este recorrido no tiene configuración: ninguna de sus páginas la lee.',
    terms: 'Cómo acepta el cliente los términos y condiciones',
    promo: 'El resumen del pedido acepta códigos de promoción',
    guest: 'Se puede comprar sin crear una cuenta',
    channel: 'Canal de venta',
    channels: { web: 'En línea (web)', retail: 'En tienda' },
    termsModes: TERMS_MODES['es-MX'],
    minimumAge:
      'La edad mínima no es un ajuste de este archivo: la da la configuración del operador (los parámetros del perfil del cliente), y si no la da, son 18 años.',
    walk: 'Recorrer como cliente',
    customer: 'Cliente',
    customers: {
      'new-esim': 'Compra una eSIM con número nuevo',
      transfer: 'Se cambia a Senda con su número (portabilidad)',
      returning: 'Cliente que regresa (con sesión iniciada)',
    },
    noCustomers: 'Este recorrido es igual para todos los clientes.',
    startWalk: 'Recorrer con sus pantallas',
    stopWalk: 'Cerrar el recorrido',
    previous: 'Paso anterior',
    next: 'Paso siguiente',
    loadingScreens: 'Buscando la pantalla de cada paso…',
    screenTitle: (step: string) => `Pantalla de «${step}»`,
    walkList: 'Pasos que recorre este cliente',
    noScreen: 'Este paso no tiene historia en Storybook: no se puede mostrar su pantalla.',
    walkNote:
      'La pantalla es la del paso, a 360 px, con el recorrido editado y el cliente elegido: sus datos, con los pasos anteriores hechos como él los hizo, y su contador.',
    walkNoteSameForAll: 'La pantalla es la del paso, a 360 px, con el recorrido editado.',
    final_: 'Fin del recorrido',
    export: 'Exportar',
    exportHint:
      'El archivo exportado lleva la revisión siguiente. Colócalo en journeys/ en lugar del actual.',
    unchanged: 'Sin cambios: el archivo es igual al publicado.',
    download: 'Descargar el archivo',
    copy: 'Copiar el JSON',
    copied: 'JSON copiado.',
    copyFailed: 'El navegador no dejó copiar: selecciona el texto del cuadro y cópialo.',
    json: 'El archivo exportado (JSON)',
    changes: 'Qué cambió frente al archivo publicado',
    diff: 'Diferencias línea por línea',
    exportBlocked: 'Corrige los errores antes de exportar: un archivo con errores no se puede publicar.',
    savedTitle: 'Clientes a mitad del recorrido',
    saved: (from: number, to: number) => [
      `El avance de un cliente se guarda en su dispositivo con la revisión del archivo (${from}) y los nombres de los pasos. Cuando regrese con la revisión ${to} publicada:`,
      'si su paso sigue en el recorrido y ya hizo cada paso que ahora le toca antes del suyo, continúa en ese mismo paso (por nombre);',
      'si no, vuelve al primer paso con todo lo que escribió guardado, y un aviso le dice que no pudimos continuar donde se quedó;',
      'un recorrido ya terminado con la revisión anterior no se retoma.',
      'Las solicitudes de una línea ya enviadas (cambio de plan, reposición de SIM, cancelación, reprogramar una entrega) no cambian: al recargar se ve su pago o su estado.',
    ],
    finding: (finding: JourneyFinding, title: Title) =>
      FINDINGS['es-MX'][finding.rule]({ ...finding.params, path: finding.path }, title),
    change: CHANGES['es-MX'],
  },
  'en-US': {
    title: 'Journey editor',
    intro:
      'Change the order of the steps, remove or add back an optional step, and adjust the settings. The checks (the same as journeys:check) update with every change. Nothing is published from here: export the file and hand it to whoever puts it in journeys/.',
    file: 'Journey file',
    reading: 'Reading the file…',
    noFlow: 'No flow of the app uses this file: a developer must add it first.',
    passes: 'No errors: the file passes journeys:check.',
    fails: (n: number) =>
      n === 1 ? '1 error: it cannot ship like this.' : `${n} errors: it cannot ship like this.`,
    warnings: (n: number) => (n === 1 ? '1 warning.' : `${n} warnings.`),
    general: 'Checks of the file',
    steps: 'Steps, in order',
    stepsHint:
      'Drag a step (with a mouse or a finger) to move it, or use its "Up" and "Down" buttons (with the keyboard: Tab to the button, then Enter).',
    position: (n: number, total: number) => `Step ${n} of ${total}`,
    dragHandle: 'Drag to move',
    always: 'Every customer',
    some: 'Some customers only',
    final: 'Ends the journey',
    up: 'Up',
    down: 'Down',
    moveUp: (step: string) => `Move "${step}" up`,
    moveDown: (step: string) => `Move "${step}" down`,
    remove: 'Remove',
    removeStep: (step: string) => `Remove "${step}"`,
    needed: FINDINGS['en-US']['needed-step-removed']({}, String),
    restore: 'Add back',
    restoreStep: (step: string) => `Add back "${step}"`,
    moved: (step: string, n: number, total: number) => `"${step}" is now step ${n} of ${total}.`,
    removedNow: (step: string) => `"${step}" was removed from the journey.`,
    undo: 'Undo',
    undone: 'The last change was undone.',
    startAgain: 'Start again from the shipped file',
    startedAgain: 'Back to the shipped file: your changes were cleared.',
    importLabel: 'Open an exported file:',
    imported: (name: string) => `${name} was opened: you can go on editing it.`,
    importFailed: {
      'not-json': 'That file cannot be read: it is not a file the editor exported (JSON).',
      'not-journey': 'That file is not a journey: it does not have the exported files’ format.',
      'unknown-journey': 'That journey is not one the editor knows.',
    },
    kept: 'Your changes are kept in this browser: they stay if you switch language or size, or reload the page.',
    restoredNow: (step: string, n: number) => `"${step}" is back as step ${n}.`,
    removed: 'Removed steps',
    removedHint: 'A new step needs a developer (its screen); a removed one can be added back.',
    faq: 'Show the FAQ below the step',
    error: 'Error',
    warning: 'Warning',
    settings: 'Settings',
    noSettings: 'This journey has no settings: none of its pages reads one.',
    terms: 'How the customer accepts the terms and conditions',
    promo: 'The order summary takes promo codes',
    guest: 'Customers can buy without creating an account',
    channel: 'Sales channel',
    channels: { web: 'Online (web)', retail: 'In store' },
    termsModes: TERMS_MODES['en-US'],
    minimumAge:
      "The minimum age is not a setting of this file: the operator's configuration gives it (the customer profile parameters), and 18 when it does not.",
    walk: 'Walk it as a customer',
    customer: 'Customer',
    customers: {
      'new-esim': 'Buys an eSIM with a new number',
      transfer: 'Moves to Senda with their number (transfer)',
      returning: 'Returning customer (signed in)',
    },
    noCustomers: 'This journey is the same for every customer.',
    startWalk: 'Walk it with its screens',
    stopWalk: 'Close the walk',
    previous: 'Previous step',
    next: 'Next step',
    loadingScreens: 'Finding each step’s screen…',
    screenTitle: (step: string) => `Screen of "${step}"`,
    walkList: 'Steps this customer walks',
    noScreen: 'This step has no Storybook story: its screen cannot be shown.',
    walkNote:
      "The screen is the step's own, at 360 px, with the edited journey and the chosen customer: their data, with the earlier steps done as they did them, and their counter.",
    walkNoteSameForAll: "The screen is the step's own, at 360 px, with the edited journey.",
    final_: 'End of the journey',
    export: 'Export',
    exportHint: 'The exported file has the next revision. Put it in journeys/ in place of the current one.',
    unchanged: 'No changes: the file is the shipped one.',
    download: 'Download the file',
    copy: 'Copy the JSON',
    copied: 'JSON copied.',
    copyFailed: 'The browser did not allow copying: select the text in the box and copy it.',
    json: 'The exported file (JSON)',
    changes: 'What changed against the shipped file',
    diff: 'Line-by-line differences',
    exportBlocked: 'Fix the errors before exporting: a file with errors cannot ship.',
    savedTitle: 'Customers midway through the journey',
    saved: (from: number, to: number) => [
      `A customer's progress is saved on their device with the file's revision (${from}) and the step names. When they come back once revision ${to} ships:`,
      'if their step is still in the journey and they already did every step that now comes before it, they continue at that step (by name);',
      "otherwise they restart at the first step with everything they typed kept, and a notice tells them we couldn't pick up where they left off;",
      'a journey already finished under the old revision is not resumed.',
      "A line's requests already sent (plan switch, SIM replacement, termination, delivery rescheduling) do not change: a reload shows their payment or status.",
    ],
    finding: (finding: JourneyFinding, title: Title) =>
      FINDINGS['en-US'][finding.rule]({ ...finding.params, path: finding.path }, title),
    change: CHANGES['en-US'],
  },
} as const satisfies Record<SupportedLocale, unknown>;

export type EditorTexts = (typeof TEXTS)[SupportedLocale];

export const editorTexts = (locale: string): EditorTexts =>
  locale === 'en-US' ? TEXTS['en-US'] : TEXTS['es-MX'];
