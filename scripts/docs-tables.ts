import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { docsDataOfRepo, writtenDocs } from './docs-tables/docs-tables.ts';

/**
 * `npm run docs:tables`: writes the docs' tables of flows from the flows' files (see
 * docs-tables/docs-tables.ts). `--check` writes nothing and exits 1 naming each stale file.
 */
const root = join(import.meta.dirname, '..');
const journeyFiles = readdirSync(join(root, 'journeys')).filter((file) => file.endsWith('.json'));
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const check = process.argv.includes('--check');
let stale = 0;
for (const [file, text] of writtenDocs(docsDataOfRepo(journeyFiles), read)) {
  if (text === read(file)) continue;
  if (check) {
    stale += 1;
    console.error(`${file}: its tables are stale (npm run docs:tables writes them)`);
  } else {
    writeFileSync(join(root, file), text);
    process.stdout.write(`${file}: tables written\n`);
  }
}
process.exitCode = stale ? 1 : 0;
