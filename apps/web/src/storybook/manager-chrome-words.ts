/**
 * Storybook's own words in its frame (the 10.x manager: search box, toolbar, menus, addon panels),
 * in Spanish. Storybook has no setting for the language of its frame, so the manager page swaps
 * these texts when the toolbar's language is Spanish (manager-chrome-language.ts) and puts the
 * English back when it is not. A text not listed here stays as Storybook wrote it: a new
 * Storybook's new words show in English until they are added.
 */
const SPANISH: Readonly<Record<string, string>> = {
  // The sidebar and its search.
  'Skip to content': 'Saltar al contenido',
  'Skip to sidebar': 'Saltar a la barra lateral',
  'Search for components': 'Buscar pantallas',
  'Find components': 'Buscar pantallas',
  'Type to find...': 'Escribe para buscar…',
  'Clear search': 'Borrar la búsqueda',
  'No components found': 'No se encontró ninguna pantalla',
  'Find components by name or path.': 'Busca por el nombre de la pantalla o de su sección.',
  'Tag filters': 'Filtrar por etiquetas',
  'Filter the items shown in a sidebar based on the tags applied to them.':
    'Muestra en la barra lateral solo las historias con ciertas etiquetas.',
  'Clear filters': 'Quitar los filtros',
  Collapse: 'Contraer',
  'Collapse all': 'Contraer todo',
  Expand: 'Expandir',
  'Expand all': 'Expandir todo',
  'Sidebar resize handle': 'Cambiar el ancho de la barra lateral',
  // The settings menu and its shortcuts.
  Settings: 'Ajustes',
  'Storybook menu': 'Menú de Storybook',
  'About your Storybook': 'Acerca de este Storybook',
  'Keyboard shortcuts': 'Atajos de teclado',
  'Show sidebar': 'Mostrar la barra lateral',
  'Show toolbar': 'Mostrar la barra de herramientas',
  'Show addons panel': 'Mostrar el panel inferior',
  'Show addon panel': 'Mostrar el panel inferior',
  'Change addons orientation': 'Cambiar la posición del panel',
  'Go full screen': 'Pantalla completa',
  Search: 'Buscar',
  'Previous component': 'Pantalla anterior',
  'Next component': 'Pantalla siguiente',
  'Previous story': 'Historia anterior',
  'Next story': 'Historia siguiente',
  Documentation: 'Documentación',
  Stories: 'Historias',
  // The settings pages: about and the keyboard shortcuts.
  'Main content': 'Contenido principal',
  About: 'Acerca de',
  'Close settings page': 'Cerrar los ajustes',
  Commands: 'Acción',
  Shortcut: 'Atajo',
  'Toggle addons': 'Mostrar u ocultar el panel inferior',
  'Toggle addons orientation': 'Cambiar la posición del panel',
  'Toggle sidebar': 'Mostrar u ocultar la barra lateral',
  'Toggle toolbar': 'Mostrar u ocultar la barra de herramientas',
  'Focus search': 'Ir a la búsqueda',
  'Focus sidebar': 'Ir a la barra lateral',
  'Focus canvas': 'Ir a la vista previa',
  'Focus addons': 'Ir al panel inferior',
  'Go to shortcuts page': 'Abrir los atajos de teclado',
  'Go to about page': 'Abrir «Acerca de»',
  'Collapse all items on sidebar': 'Contraer toda la barra lateral',
  'Expand all items on sidebar': 'Expandir toda la barra lateral',
  'Open story in editor': 'Abrir la historia en el editor',
  'Open story in isolation': 'Abrir la historia sola',
  'Copy story link to clipboard': 'Copiar el enlace de la historia',
  'Go to previous landmark': 'Ir a la región anterior',
  'Go to next landmark': 'Ir a la región siguiente',
  'Restore defaults': 'Volver a los atajos de siempre',
  Docs: 'Documentación',
  Support: 'Ayuda',
  'You are on Storybook': 'Usas Storybook',
  'Run the following script to check for updates and upgrade to the latest version.':
    'Para buscar una versión nueva e instalarla, corre este comando.',
  'Open source software maintained by': 'Software libre mantenido por',
  'and the': 'y la',
  'Storybook Community': 'comunidad de Storybook',
  // The toolbar.
  Toolbar: 'Barra de herramientas',
  'Reload story': 'Volver a cargar la historia',
  'Grid visibility': 'Mostrar la cuadrícula',
  'Preview background': 'Fondo de la vista previa',
  'Measure tool': 'Medir',
  'Outline tool': 'Contornos',
  'When enabled, this tool shows dimensions and whitespace (margin, padding, border) for the currently hovered element in the preview area. Does not work with keyboard focus.':
    'Activada, muestra las medidas y los espacios (margen, relleno, borde) del elemento bajo el puntero en la vista previa. No funciona con el foco del teclado.',
  'When enabled, this tool displays the outline of every element in the preview area, which helps understand their layout.':
    'Activada, dibuja el contorno de cada elemento de la vista previa, para ver cómo se acomodan.',
  'Select a viewport among predefined options for the preview area, or reset to the default viewport.':
    'Elige el tamaño de pantalla de la vista previa, o vuelve al de siempre.',
  'Reset viewport': 'Tamaño de siempre',
  'Rotate viewport': 'Girar la pantalla',
  'Viewport width': 'Ancho de la pantalla',
  'Viewport height': 'Alto de la pantalla',
  'Open in isolation mode': 'Abrir sola, sin Storybook',
  'Change zoom level': 'Cambiar el zoom',
  'Zoom in': 'Acercar',
  'Zoom out': 'Alejar',
  'Reset zoom': 'Zoom normal',
  'Enter full screen': 'Pantalla completa',
  'Exit full screen': 'Salir de pantalla completa',
  'Main preview area': 'Vista previa',
  // The addon panel and its tabs.
  'Addon panel': 'Panel inferior',
  'Available addons': 'Pestañas del panel',
  'Addon panel resize handle': 'Cambiar el tamaño del panel',
  'Move addon panel to right': 'Pasar el panel a la derecha',
  'Move addon panel to bottom': 'Pasar el panel abajo',
  'Hide addon panel': 'Ocultar el panel',
  'Changes the location of the addon panel to the bottom or right of the screen, but does not have any effect on its content.':
    'Pasa el panel abajo o a la derecha de la pantalla; lo que muestra no cambia.',
  Controls: 'Controles',
  Actions: 'Acciones',
  Interactions: 'Interacciones',
  'This story has no controls': 'Esta historia no tiene controles',
  "Storybook couldn't find or generate any controls for this story. Define":
    'Storybook no encontró controles para esta historia ni pudo crearlos. Define',
  or: 'o',
  ', or configure docgen to let Storybook generate controls automatically.':
    ', o configura docgen para que Storybook los cree solo.',
  'Read docs': 'Leer la documentación',
  Clear: 'Borrar',
  Pass: 'Correcta',
  Fail: 'Falló',
  Runs: 'En curso',
  'Scroll to end': 'Ir al final',
  'Interaction steps': 'Pasos de la interacción',
  "Interactions allow you to verify the functional aspects of UIs. Write a play function for your story and you'll see it run here.":
    'Las interacciones comprueban lo que hace la pantalla. Escribe una función play en la historia y aquí la verás correr.',
  'Component test playback controls': 'Controles de la prueba de la pantalla',
  'Component test is rendering.': 'La prueba de la pantalla se está dibujando.',
  'Component test completed successfully.': 'La prueba de la pantalla terminó bien.',
  'Go to start': 'Al inicio',
  'Go back': 'Atrás',
  'Go forward': 'Adelante',
  'Go to end': 'Al final',
  Rerun: 'Volver a correr',
};

/** Words Storybook writes before a value: the chosen viewport's name (ours), a story's status (its). */
const SPANISH_PREFIXES: readonly (readonly [string, string])[] = [
  ['Viewport size ', 'Tamaño de pantalla '],
  ['Story status: ', 'Estado de la historia: '],
];

/**
 * A text of Storybook's frame in the toolbar's language: its Spanish when the language is Spanish
 * (anything but en-US, as the storefront's default) and the text is one of Storybook's; otherwise
 * the text as it is.
 */
export function chromeText(text: string, locale: unknown): string {
  if (locale === 'en-US') return text;
  const exact = SPANISH[text.trim()];
  if (exact !== undefined) return text.replace(text.trim(), exact);
  const prefix = SPANISH_PREFIXES.find(([english]) => text.startsWith(english));
  if (!prefix) return text;
  const rest = text.slice(prefix[0].length);
  return prefix[1] + (SPANISH[rest] ?? rest);
}
