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

/**
 * Each condition a journey file may list in a step's `when`, as the end of "only if …" (the
 * flows' vocabularies: core journey/journey-conditions.ts for the purchases, each flow's own). A
 * name missing here shows the vocabulary's own description.
 */
const CONDITIONS: Record<SupportedLocale, Readonly<Record<string, string>>> = {
  'es-MX': {
    physicalSim: 'el cliente eligió una SIM física',
    esim: 'el cliente eligió una eSIM',
    esimDeliveryNeeded: 'su eSIM se entrega a domicilio',
    deliveryNeeded: 'hay algo que entregar a domicilio',
    newNumber: 'el cliente pide un número nuevo',
    numberTransfer: 'el cliente porta su número',
    ekycRequired: 'hay que verificar la identidad del cliente',
    guest: 'el cliente compra sin cuenta',
    notGuest: 'el cliente compra con cuenta',
    loggedIn: 'el cliente ya inició sesión',
    loggedOut: 'el cliente no ha iniciado sesión',
    signupFlow: 'el cliente está creando su cuenta',
    loginFlow: 'el cliente está entrando a su cuenta',
    addonsWanted: 'el cliente pidió extras con su plan',
    pendingCarts: 'el cliente tiene pedidos sin pagar',
    paymentSucceeded: 'el pago se aprobó',
    paymentFailed: 'el pago se rechazó',
    paymentDue: 'el pedido se paga ahora',
    severalPaymentMethods: 'el cliente tiene más de una forma de pagar',
    prepaid: 'el plan es de prepago',
    postpaid: 'el plan es de pospago',
    webChannel: 'la compra es en línea',
    retailChannel: 'la compra es en una tienda',
    offersAvailable: 'hay ofertas para que el cliente se quede',
  },
  'en-US': {
    physicalSim: 'the customer chose a physical SIM',
    esim: 'the customer chose an eSIM',
    esimDeliveryNeeded: 'their eSIM is delivered to their door',
    deliveryNeeded: 'something is delivered to their door',
    newNumber: 'the customer takes a new number',
    numberTransfer: 'the customer brings their number',
    ekycRequired: "the customer's identity must be verified",
    guest: 'the customer buys without an account',
    notGuest: 'the customer buys with an account',
    loggedIn: 'the customer is signed in',
    loggedOut: 'the customer is not signed in',
    signupFlow: 'the customer is creating an account',
    loginFlow: 'the customer is signing in to their account',
    addonsWanted: 'the customer asked for extras with their plan',
    pendingCarts: 'the customer has unpaid orders',
    paymentSucceeded: 'the payment went through',
    paymentFailed: 'the payment was declined',
    paymentDue: 'the order is paid now',
    severalPaymentMethods: 'the customer has more than one way to pay',
    prepaid: 'the plan is prepaid',
    postpaid: 'the plan is postpaid',
    webChannel: 'the purchase is online',
    retailChannel: 'the purchase is in a store',
    offersAvailable: 'there are offers for the customer to stay',
  },
};

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** When a step applies, as a sentence: "Solo si el cliente porta su número y …". */
const when = (locale: SupportedLocale, names: readonly string[], described: (name: string) => string) => {
  const parts = names.map((name) => CONDITIONS[locale][name] ?? described(name));
  const and = locale === 'es-MX' ? ' y ' : ' and ';
  const joined =
    parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')}${and}${parts.at(-1)}`;
  return locale === 'es-MX' ? `Solo si ${joined}.` : `Only if ${joined}.`;
};

/** Each journey file by what the customer does in it. */
const JOURNEY_NAMES: Record<SupportedLocale, Readonly<Record<string, string>>> = {
  'es-MX': {
    purchase: 'Compra en línea',
    'retail-purchase': 'Compra en tienda',
    'plan-switch': 'Cambio de plan',
    'sim-replacement': 'Reposición de SIM',
    termination: 'Cancelación de la línea',
    'number-change': 'Cambio de número',
    'card-update': 'Cambio de tarjeta',
    'line-registry': 'Registro de la línea',
    'port-in-request': 'Solicitud de portabilidad',
    'reschedule-delivery': 'Reprogramar una entrega',
  },
  'en-US': {
    purchase: 'Online purchase',
    'retail-purchase': 'In-store purchase',
    'plan-switch': 'Plan switch',
    'sim-replacement': 'SIM replacement',
    termination: 'Line termination',
    'number-change': 'Number change',
    'card-update': 'Card update',
    'line-registry': 'Line registry',
    'port-in-request': 'Number transfer request',
    'reschedule-delivery': 'Rescheduling a delivery',
  },
};

/** A setting's value as words: the terms' way of accepting, yes or no, the channel. */
const settingValue = (locale: SupportedLocale, setting: string, json: string | undefined): string => {
  const none = locale === 'es-MX' ? 'sin valor' : 'none';
  if (json === undefined) return none;
  const value = JSON.parse(json) as unknown;
  const yes = locale === 'es-MX' ? 'sí' : 'yes';
  const no = 'no';
  if (setting === 'termsAcceptanceMode')
    return TERMS_MODES[locale][value as keyof (typeof TERMS_MODES)['es-MX']] ?? String(value);
  if (setting === 'channel')
    return SETTING_WORDS[locale].channels[value as 'web' | 'retail'] ?? String(value);
  if (typeof value === 'boolean') return value ? yes : no;
  if (value && typeof value === 'object' && 'enabled' in value) return value.enabled ? yes : no;
  return json;
};

const SETTING_WORDS = {
  'es-MX': {
    termsAcceptanceMode: 'Cómo acepta el cliente los términos y condiciones',
    promoCodes: 'El resumen del pedido acepta códigos de promoción',
    guestCheckout: 'Se puede comprar sin crear una cuenta',
    channel: 'Canal de venta',
    channels: { web: 'En línea (web)', retail: 'En tienda' },
  },
  'en-US': {
    termsAcceptanceMode: 'How the customer accepts the terms and conditions',
    promoCodes: 'The order summary takes promo codes',
    guestCheckout: 'Customers can buy without creating an account',
    channel: 'Sales channel',
    channels: { web: 'Online (web)', retail: 'In store' },
  },
} as const;

const settingLabel = (locale: SupportedLocale, setting: string) =>
  (SETTING_WORDS[locale] as Readonly<Record<string, unknown>>)[setting] as string | undefined;

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
        return `«${settingLabel('es-MX', change.setting) ?? change.setting}»: antes, ${settingValue('es-MX', change.setting, change.from)}; ahora, ${settingValue('es-MX', change.setting, change.to)}.`;
      case 'faq':
        return `«${title(change.step)}»: preguntas frecuentes ${change.shown ? 'visibles' : 'ocultas'}.`;
      case 'when':
        return `«${title(change.step)}»: ${change.to.length > 0 ? when('es-MX', change.to, String) : 'para todos los clientes.'}`;
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
        return `"${settingLabel('en-US', change.setting) ?? change.setting}": was ${settingValue('en-US', change.setting, change.from)}; now ${settingValue('en-US', change.setting, change.to)}.`;
      case 'faq':
        return `"${title(change.step)}": FAQ ${change.shown ? 'shown' : 'hidden'}.`;
      case 'when':
        return `"${title(change.step)}": ${change.to.length > 0 ? when('en-US', change.to, String) : 'for every customer.'}`;
    }
  },
};

const TEXTS = {
  'es-MX': {
    title: 'Editor de recorridos',
    intro:
      'Aquí cambias cómo avanza un cliente por un trámite: el orden de los pasos, los pasos opcionales y la configuración. Cada cambio se revisa al momento con las mismas reglas que la tienda: lo que la rompería se marca como error y no se exporta. Tus cambios se guardan en este navegador.',
    welcomeTitle: 'Cómo usarlo',
    welcome: [
      'Elige el trámite (empieza con la compra en línea).',
      'Mueve, quita o vuelve a agregar pasos; junto a cada paso ves cuándo aplica y qué cambia.',
      'Recórrelo como un cliente, con sus pantallas reales, hasta la página final.',
      'Exporta el archivo y entrégalo a quien publica los recorridos.',
    ],
    file: 'Trámite',
    journeyName: (id: string, title: string) => JOURNEY_NAMES['es-MX'][id] ?? title,
    reading: 'Leyendo el archivo…',
    noFlow: 'Ningún flujo de la app usa este archivo: un desarrollador debe agregarlo primero.',
    passes: 'Sin errores: el recorrido se puede publicar.',
    fails: (n: number) =>
      n === 1 ? '1 error: así no se puede publicar.' : `${n} errores: así no se puede publicar.`,
    warnings: (n: number) => (n === 1 ? '1 aviso.' : `${n} avisos.`),
    general: 'Comprobaciones del archivo',
    steps: 'Pasos, en orden',
    stepsHint:
      'Arrastra un paso (con el ratón o con el dedo) para moverlo, o usa sus botones «Subir» y «Bajar» (con el teclado: Tab hasta el botón y Enter).',
    customerStep: (n: number, total: number) => `Paso ${n} de ${total} para este cliente`,
    whenEdit: 'Cambiar cuándo aplica',
    whenHint: 'Marca lo que debe cumplirse (todo lo marcado); sin marcas, aplica a todos los clientes.',
    condition: (name: string, described: (name: string) => string) =>
      capitalized(CONDITIONS['es-MX'][name] ?? described(name)),
    whenChanged: (step: string) => `Cambió cuándo aplica «${step}».`,
    notWalked: 'Este cliente no pasa por aquí',
    endPage: 'Página final para este cliente',
    numberedFor: (customer: string) => `Los números de paso son los que ve: ${customer}.`,
    developers: 'Para desarrollo',
    codeName: 'Nombre en el archivo',
    page: 'Página',
    dragHandle: 'Arrastrar para mover',
    always: 'Para todos los clientes.',
    some: (names: readonly string[], described: (name: string) => string) => when('es-MX', names, described),
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
    moved: (step: string, after: string | undefined) =>
      after ? `«${step}» ahora va después de «${after}».` : `«${step}» ahora es el primer paso.`,
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
    restoredNow: (step: string) => `«${step}» volvió al recorrido.`,
    removed: 'Pasos quitados',
    removedHint:
      'Un paso nuevo necesita un desarrollador (su pantalla); uno quitado se puede agregar de nuevo.',
    faq: 'Mostrar las preguntas frecuentes debajo del paso',
    error: 'Error',
    warning: 'Aviso',
    settings: 'Configuración',
    noSettings: 'Este recorrido no tiene configuración: ninguna de sus páginas la lee.',
    terms: SETTING_WORDS['es-MX'].termsAcceptanceMode,
    promo: SETTING_WORDS['es-MX'].promoCodes,
    guest: SETTING_WORDS['es-MX'].guestCheckout,
    channel: SETTING_WORDS['es-MX'].channel,
    channels: SETTING_WORDS['es-MX'].channels,
    termsModes: TERMS_MODES['es-MX'],
    minimumAge:
      'La edad mínima no es un ajuste de este archivo: la da la configuración del operador (los parámetros del perfil del cliente), y si no la da, son 18 años.',
    walk: 'Recorrer como cliente',
    customer: 'Cliente',
    customers: {
      'new-esim': 'Compra una eSIM con número nuevo',
      transfer: 'Se cambia a Senda con su número (portabilidad)',
      returning: 'Cliente que regresa (con sesión iniciada)',
      'replacement-physical': 'Repone su SIM con una SIM física (se la entregan)',
      'replacement-esim': 'Repone su SIM con una eSIM (sin entrega)',
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
    cardNote:
      'Los campos de la tarjeta los muestra el proveedor de pagos: en un Storybook publicado como sitio estático quedan en blanco (sus páginas solo las sirve «npm run storybook»).',
    final_: 'Fin del recorrido',
    export: 'Exportar',
    exportHint:
      'El archivo exportado lleva la revisión siguiente. Entrégalo a quien publica los recorridos: reemplaza al actual.',
    unchanged: 'Sin cambios: el archivo es igual al publicado.',
    download: 'Descargar el archivo',
    copy: 'Copiar el JSON',
    copied: 'JSON copiado.',
    copyFailed: 'El navegador no dejó copiar: selecciona el texto del cuadro y cópialo.',
    json: 'El archivo exportado (JSON)',
    changes: 'Qué cambió frente al archivo publicado',
    diff: 'Diferencias línea por línea',
    exportBlocked: 'Corrige los errores antes de exportar: un archivo con errores no se puede publicar.',
    publishTitle: 'Verlo en la tienda de prueba',
    publish: `Con la tienda de prueba corriendo (npm start), quien la opera publica el archivo descargado así, y la tienda lo usa desde la siguiente carga de página (DELETE en la misma dirección vuelve al archivo publicado):`,
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
      "Here you change how a customer goes through a request: the order of its steps, its optional steps and its settings. Every change is checked at once with the storefront's own rules: what would break it is marked as an error and cannot be exported. Your changes are kept in this browser.",
    welcomeTitle: 'How to use it',
    welcome: [
      'Choose the request (start with the online purchase).',
      'Move, remove or add back steps; beside each step you see when it applies and what changes.',
      'Walk it as a customer, with its real screens, to the last page.',
      'Export the file and hand it to whoever publishes journeys.',
    ],
    file: 'Request',
    journeyName: (id: string, title: string) => JOURNEY_NAMES['en-US'][id] ?? title,
    reading: 'Reading the file…',
    noFlow: 'No flow of the app uses this file: a developer must add it first.',
    passes: 'No errors: the journey can be published.',
    fails: (n: number) =>
      n === 1 ? '1 error: it cannot ship like this.' : `${n} errors: it cannot ship like this.`,
    warnings: (n: number) => (n === 1 ? '1 warning.' : `${n} warnings.`),
    general: 'Checks of the file',
    steps: 'Steps, in order',
    stepsHint:
      'Drag a step (with a mouse or a finger) to move it, or use its "Up" and "Down" buttons (with the keyboard: Tab to the button, then Enter).',
    customerStep: (n: number, total: number) => `Step ${n} of ${total} for this customer`,
    whenEdit: 'Change when it applies',
    whenHint: 'Tick what must hold (all that is ticked); with nothing ticked, it applies to every customer.',
    condition: (name: string, described: (name: string) => string) =>
      capitalized(CONDITIONS['en-US'][name] ?? described(name)),
    whenChanged: (step: string) => `When "${step}" applies changed.`,
    notWalked: 'This customer does not pass here',
    endPage: 'Last page for this customer',
    numberedFor: (customer: string) => `Step numbers are the ones seen by: ${customer}.`,
    developers: 'For developers',
    codeName: 'Name in the file',
    page: 'Page',
    dragHandle: 'Drag to move',
    always: 'For every customer.',
    some: (names: readonly string[], described: (name: string) => string) => when('en-US', names, described),
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
    moved: (step: string, after: string | undefined) =>
      after ? `"${step}" now comes after "${after}".` : `"${step}" is now the first step.`,
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
    restoredNow: (step: string) => `"${step}" is back in the journey.`,
    removed: 'Removed steps',
    removedHint: 'A new step needs a developer (its screen); a removed one can be added back.',
    faq: 'Show the FAQ below the step',
    error: 'Error',
    warning: 'Warning',
    settings: 'Settings',
    noSettings: 'This journey has no settings: none of its pages reads one.',
    terms: SETTING_WORDS['en-US'].termsAcceptanceMode,
    promo: SETTING_WORDS['en-US'].promoCodes,
    guest: SETTING_WORDS['en-US'].guestCheckout,
    channel: SETTING_WORDS['en-US'].channel,
    channels: SETTING_WORDS['en-US'].channels,
    termsModes: TERMS_MODES['en-US'],
    minimumAge:
      "The minimum age is not a setting of this file: the operator's configuration gives it (the customer profile parameters), and 18 when it does not.",
    walk: 'Walk it as a customer',
    customer: 'Customer',
    customers: {
      'new-esim': 'Buys an eSIM with a new number',
      transfer: 'Moves to Senda with their number (transfer)',
      returning: 'Returning customer (signed in)',
      'replacement-physical': 'Replaces their SIM with a physical SIM (delivered)',
      'replacement-esim': 'Replaces their SIM with an eSIM (nothing delivered)',
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
    cardNote:
      "The card fields are the payment provider's: in a Storybook published as a static site they stay blank (only `npm run storybook` serves its pages).",
    final_: 'End of the journey',
    export: 'Export',
    exportHint:
      'The exported file has the next revision. Hand it to whoever publishes journeys: it replaces the current one.',
    unchanged: 'No changes: the file is the shipped one.',
    download: 'Download the file',
    copy: 'Copy the JSON',
    copied: 'JSON copied.',
    copyFailed: 'The browser did not allow copying: select the text in the box and copy it.',
    json: 'The exported file (JSON)',
    changes: 'What changed against the shipped file',
    diff: 'Line-by-line differences',
    exportBlocked: 'Fix the errors before exporting: a file with errors cannot ship.',
    publishTitle: 'See it in the test storefront',
    publish: `With the test storefront running (npm start), whoever runs it publishes the downloaded file like this, and the storefront uses it from the next page load (DELETE at the same address goes back to the shipped file):`,
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
