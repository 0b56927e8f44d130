#!/usr/bin/env node
// Merges new message ids into both bundles in one quick read-modify-write, so several people
// adding messages at once don't overwrite each other's ids with a stale copy of the file.
// Usage: node scripts/add-messages.mjs additions.json
//   additions.json = { "some.id": { "en-US": "Text", "es-MX": "Texto" }, ... }
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/add-messages.mjs additions.json');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(file, 'utf8'));
const dir = join(import.meta.dirname, '../packages/core/src/i18n/messages');
for (const locale of ['en-US', 'es-MX']) {
  const path = join(dir, `${locale}.json`);
  const bundle = JSON.parse(readFileSync(path, 'utf8'));
  for (const [id, texts] of Object.entries(additions)) {
    if (typeof texts?.[locale] !== 'string') {
      console.error(`${id}: missing ${locale} text`);
      process.exit(1);
    }
    bundle[id] = texts[locale];
  }
  writeFileSync(path, `${JSON.stringify(bundle, null, 2)}\n`);
}
console.info(`added/updated ${Object.keys(additions).length} ids in en-US and es-MX`);
