import { chromeText } from './manager-chrome-words';

/** The attributes of Storybook's frame that carry words: a button's name, a tooltip, a search hint. */
const WORDED_ATTRIBUTES = ['aria-label', 'title', 'placeholder'] as const;

/**
 * Keeps Storybook's own frame (the manager page: search box, toolbar, menus, panel tabs) in the
 * toolbar's language. Storybook draws those words itself with no setting for their language, so
 * each text and worded attribute it draws is swapped for its Spanish (manager-chrome-words.ts) as
 * it appears, and given back its English when the language changes to English. Our own texts, the
 * sidebar's labels and the preview frame (another document) are left alone.
 * Returns what to call when the language may have changed.
 */
export function followChromeLanguage(root: HTMLElement, locale: () => unknown): () => void {
  /** Storybook's English of every text or attribute swapped, to give it back. */
  const english = new WeakMap<Node, Map<string, { english: string; shown: string }>>();

  const swap = (node: Node, slot: string, current: string, write: (value: string) => void) => {
    const kept = english.get(node)?.get(slot);
    // Storybook wrote something else since the swap: that is its English now.
    const source = kept && kept.shown === current ? kept.english : current;
    const shown = chromeText(source, locale());
    if (shown === current) return;
    if (!english.has(node)) english.set(node, new Map());
    english.get(node)?.set(slot, { english: source, shown });
    write(shown);
  };

  const visit = (start: Node) => {
    const walker = document.createTreeWalker(start, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node: Node | null = start; node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node as Text;
        const tag = text.parentElement?.tagName;
        if (tag !== 'SCRIPT' && tag !== 'STYLE')
          swap(text, '#text', text.data, (value) => {
            text.data = value;
          });
      } else if (node instanceof Element) {
        const element = node;
        for (const name of WORDED_ATTRIBUTES) {
          const value = element.getAttribute(name);
          if (value) swap(element, name, value, (next) => element.setAttribute(name, next));
        }
      }
    }
  };

  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') for (const added of record.addedNodes) visit(added);
      else visit(record.target);
    }
  }).observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: [...WORDED_ATTRIBUTES],
  });
  visit(root);
  return () => visit(root);
}
