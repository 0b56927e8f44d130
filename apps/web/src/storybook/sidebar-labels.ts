/**
 * Storybook's sidebar in the toolbar's language. Storybook indexes one name per story, so the story
 * names a product person or designer searches for carry both languages ("Envío fallido · Send
 * Failed", written into the index by main.ts's indexer with `bilingualStoryName`), and the sidebar
 * shows the half of the toolbar's language (`sidebarLabel`, manager.ts's renderLabel). Sections
 * and screens are shown in Spanish from TITLES but searched in English: a title is part of every
 * story's id, which links and tests name. A name with no Spanish here stays as written.
 */

/** Sections and screens, as the stories' titles name them (each part of a title on its own, as the sidebar shows it). */
const TITLES: Readonly<Record<string, string>> = {
  App: 'Aplicación',
  'Design system': 'Sistema de diseño',
  Manage: 'Tu línea',
  Pages: 'Páginas',
  'Paylink Expired': 'Enlace de pago expirado',
  Payment: 'Pago',
  Product: 'Producto',
  Profile: 'Perfil',
  Purchase: 'Compra',
  'Account and privacy': 'Cuenta y privacidad',
  'Add a card': 'Agregar una tarjeta',
  'Add-ons': 'Extras',
  'Address details': 'Dirección',
  'Auto-renewal': 'Renovación automática',
  'Details and turn off': 'Detalle y desactivar',
  'Turn on': 'Activar',
  Boosters: 'Paquetes adicionales',
  'Card payment': 'Pago con tarjeta',
  'Change e-mail': 'Cambiar el correo',
  'Connection details': 'Tu número y tu SIM',
  Delivery: 'Entrega',
  'Journey preview': 'Vista previa de recorridos',
  Landing: 'Inicio',
  'Line home': 'Tu línea',
  'Line registry': 'Registro de la línea',
  'Lines and orders': 'Líneas y pedidos',
  'Log in': 'Iniciar sesión',
  'Manual eKYC': 'Verificación de identidad',
  Notifications: 'Avisos',
  'Number change': 'Cambio de número',
  'Number lock': 'Bloqueo del número',
  'Order summary': 'Resumen del pedido',
  Other: 'Otras',
  'Page load': 'Carga de la página',
  'Past service requests': 'Trámites anteriores',
  'Pay by link': 'Pago con enlace',
  'Payment failed': 'Pago rechazado',
  'Payment method': 'Método de pago',
  'Payment methods': 'Métodos de pago',
  'Payment success': 'Pago exitoso',
  'Pending order details': 'Detalle del pedido pendiente',
  'Pending orders': 'Pedidos pendientes',
  'Personal details': 'Datos personales',
  'Plan selection': 'Elige tu plan',
  'Plan switch': 'Cambio de plan',
  'Port-in cancel and re-initiation': 'Cancelar o reintentar la portabilidad',
  'Prerendered frames': 'Páginas precargadas',
  'Renew now': 'Renovar ahora',
  'Reschedule delivery': 'Reprogramar la entrega',
  'Retail onboarding': 'Venta en tienda',
  'Reverse port-out': 'Revertir la portabilidad',
  'SIM activation': 'Activación de la SIM',
  'SIM replacement': 'Reposición de SIM',
  'Service request status': 'Estado del trámite',
  'Service requests': 'Trámites',
  'Sign up': 'Crear cuenta',
  Termination: 'Cancelación de la línea',
  'Update card': 'Actualizar la tarjeta',
  'Verify OTP': 'Código de verificación',
  'Webview close': 'Cerrar la vista web',
  'eSIM installation': 'Instalación de la eSIM',
};

/** Story names (Storybook's name of an export: `SendFailed` is "Send Failed"), the flows' states first. */
const STORY_NAMES: Readonly<Record<string, string>> = {
  Approving: 'Aprobando',
  Cancelled: 'Cancelado',
  'Checking Cancel': 'Revisando si se puede cancelar',
  'Checking Eligibility': 'Revisando si aplica',
  'Code Expired': 'Código expirado',
  Collecting: 'Llenando',
  Disabled: 'Desactivado',
  Done: 'Hecho',
  'Eligibility Failed': 'Falló la revisión',
  Empty: 'Vacío',
  Expired: 'Expirado',
  Failed: 'Rechazado',
  'Follow Later': 'Seguir después',
  Following: 'En seguimiento',
  Info: 'Información',
  Left: 'Abandonado',
  'Left Never Reached': 'Abandonado, nunca enviado',
  'Load Failed': 'Falló la carga',
  Loading: 'Cargando',
  'Not Eligible': 'No aplica',
  'Not Found': 'No encontrado',
  'Paylink Expired': 'Enlace de pago expirado',
  Payment: 'Pago',
  'Payment Failed': 'Pago rechazado',
  Refused: 'Rechazado',
  Rejected: 'Rechazado',
  Retail: 'En tienda',
  Review: 'Revisión',
  'Send Failed': 'Envío fallido',
  Sending: 'Enviando',
  'Session Expired': 'Sesión expirada',
  Submitting: 'Enviando',
  Succeeded: 'Completado',
  Success: 'Éxito',
  'Too Many Tries': 'Demasiados intentos',
  'Transfer Failed': 'Portabilidad rechazada',
  'Transfer In Progress': 'Portabilidad en curso',
  Unavailable: 'No disponible',
  Validating: 'Validando',
  Warning: 'Advertencia',
  Web: 'En línea',
  'With Error': 'Con error',
  'Wrong File Type': 'Tipo de archivo equivocado',
};

const SEPARATOR = ' · ';

/** A story's name as the index keeps it: its Spanish and the name, when there is a Spanish one. */
export function bilingualStoryName(name: string): string {
  const spanish = STORY_NAMES[name];
  return spanish && !name.includes(SEPARATOR) ? `${spanish}${SEPARATOR}${name}` : name;
}

/**
 * What the sidebar shows for a story's name or a title's part in the toolbar's language: the
 * Spanish or English half of a name in both ("Empieza aquí · Start here", "Editor de recorridos
 * (Journey editor)"), a section or screen's Spanish, else the name as indexed.
 */
export function sidebarLabel(name: string, kind: 'story' | 'title', locale: unknown): string {
  const english = locale === 'en-US';
  if (kind === 'title' && !english && TITLES[name]) return TITLES[name];
  const halves = name.split(SEPARATOR);
  if (halves.length === 2) return (english ? halves[1] : halves[0]) as string;
  const inBrackets = /^(.+) \(([^()]+)\)$/.exec(name);
  if (inBrackets) return (english ? inBrackets[2] : inBrackets[1]) as string;
  return name;
}
