/**
 * `vite build` only: on a page whose largest paint waits for a gateway read the boot script sends
 * (a link page: its early script writes the link's answer into the frame), the HTML names no script
 * of the first load that the browser's preload scanner could ask for before the boot script has run.
 *
 * Chromium's preload scanner reads the HTML as it arrives and asks for every `<script src>` and
 * `modulepreload` it finds, before the parser has run the boot script at the top of `<head>`. Over
 * HTTP/1.1 (`npm start`'s server, the production nginx config) a host gets six connections, and a
 * request holds one until its body is in: the first load's eight scripts took them all, and the
 * link's read, sent by the boot script a moment later, waited seconds for one to free up.
 *
 * So the entry's `<script type="module">` and every modulepreload of the first load and the page's
 * language sit in a `<template>` (which the scanner does not read) placed before the boot script;
 * the boot script, once it has sent its reads, moves the preloads into `<head>` (the downloads
 * start behind the reads) and adds the entry's script once the document is parsed, as a module
 * script in the HTML would have run. The early script's own preload stays in the HTML: the largest
 * paint needs it as much as the read.
 */

/** The `<template>` holding a link page's first load until the boot script has sent its reads. */
export const HELD_FIRST_LOAD_ATTRIBUTE = 'data-held-first-load';

/** Vite's tag for the entry module, as it writes it into index.html. */
export const entryScriptTag = (src: string): string =>
  `<script type="module" crossorigin src="${src}"></script>`;

/**
 * `html` with `tags` (exact tags the HTML has, each a script or a preload of the first load) taken
 * out and put, with `added` (the page's own first preloads, and the entry's so that its download
 * starts with the others), in the held template right before the boot script (the first inline
 * `<script>` in `<head>`). A tag the HTML does not have is an error: the build would otherwise
 * leave it where the scanner finds it.
 */
export function withFirstLoadHeld(html: string, tags: readonly string[], added: readonly string[]): string {
  let page = html;
  for (const tag of tags) {
    const at = page.indexOf(tag);
    if (at < 0) throw new Error(`the first load's tag ${tag} is not in the page's HTML`);
    // With the line's indentation, so no blank line is left.
    const lineStart = page.lastIndexOf('\n', at);
    const start = /^\s*$/.test(page.slice(lineStart + 1, at)) ? lineStart : at;
    page = page.slice(0, start) + page.slice(at + tag.length);
  }
  const head = page.split('</head>')[0] ?? '';
  const boot = head.indexOf('<script>');
  if (boot < 0) throw new Error('the page has no boot script in <head> to hold its first load for');
  const scripts = tags.filter((tag) => tag.startsWith('<script'));
  const preloads = tags.filter((tag) => !tag.startsWith('<script'));
  const held = [...added, ...preloads, ...scripts].filter(Boolean).join('\n    ');
  return `${page.slice(0, boot)}<template ${HELD_FIRST_LOAD_ATTRIBUTE}>\n    ${held}\n    </template>\n    ${page.slice(boot)}`;
}

/**
 * The boot script's part that releases the held first load, run right after its reads are sent: the
 * preloads into `<head>` at once, each script as a new element once the document is parsed (a
 * script the parser put in a template is not run by moving it; a module script in the HTML runs
 * after the parse, and the app expects the whole frame there). A page without the template (every
 * page without an early read to wait on) is left as it is.
 */
export function releaseHeldFirstLoadScript(): string {
  return (
    `(function(){try{var t=document.querySelector('template[${HELD_FIRST_LOAD_ATTRIBUTE}]');if(!t)return;` +
    `var c=t.content,s=[].slice.call(c.querySelectorAll('script'));t.parentNode.removeChild(t);` +
    `s.forEach(function(x){x.parentNode.removeChild(x)});document.head.appendChild(c);` +
    `if(s.length)document.addEventListener('DOMContentLoaded',function(){s.forEach(function(x){` +
    `var n=document.createElement('script');[].forEach.call(x.attributes,function(a){n.setAttribute(a.name,a.value)});` +
    `document.head.appendChild(n)})})}catch(x){}})();`
  );
}
