#!/usr/bin/env node
// Moves message ids out of the shared bundles into a flow wing's own texts files
// (packages/core/src/flows/<flow>/messages.<locale>.json), in both languages at once, keeping the
// ids' order. An argument ending in "." is a prefix (every id starting with it), any other an id.
// Usage: node scripts/move-messages-to-wing.mjs termination termination. line.action.termination
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [flow, ...wanted] = process.argv.slice(2);
if (!flow || wanted.length === 0) {
  console.error('usage: node scripts/move-messages-to-wing.mjs <flow> <id or prefix.>...');
  process.exit(2);
}
const core = join(import.meta.dirname, '../packages/core/src');
const wing = join(core, 'flows', flow);
if (!existsSync(wing)) {
  console.error(`no wing at ${wing}`);
  process.exit(1);
}
const moves = (id) => wanted.some((each) => (each.endsWith('.') ? id.startsWith(each) : id === each));
const write = (path, texts) => writeFileSync(path, `${JSON.stringify(texts, null, 2)}\n`);
let moved = 0;
for (const locale of ['es-MX', 'en-US']) {
  const sharedPath = join(core, 'i18n/messages', `${locale}.json`);
  const wingPath = join(wing, `messages.${locale}.json`);
  const shared = JSON.parse(readFileSync(sharedPath, 'utf8'));
  const own = existsSync(wingPath) ? JSON.parse(readFileSync(wingPath, 'utf8')) : {};
  const ids = Object.keys(shared).filter(moves);
  for (const id of ids) {
    own[id] = shared[id];
    delete shared[id];
  }
  for (const each of wanted.filter((id) => !id.endsWith('.') && !ids.includes(id))) {
    console.error(`${locale}: "${each}" is not in the shared bundle`);
    process.exit(1);
  }
  write(sharedPath, shared);
  write(wingPath, own);
  moved = ids.length;
}
console.info(`moved ${moved} ids into flows/${flow}/messages.<locale>.json`);
