import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLOW_ENDPOINTS } from '@senda/core/navigation';
import { describe, expect, it } from 'vitest';
import { docsDataOfRepo, writtenDocs } from '../scripts/docs-tables/docs-tables.ts';

/**
 * The docs' tables of flows follow the flows' manifests and files, so a new flow cannot leave them
 * stale: GATEWAY-CONTRACT.md describes every call a flow's manifest adds, journeys/README.md every
 * journey file. `npm run docs:tables` writes those tables; this test fails when one is not as it
 * writes them.
 */
const ROOT = join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('the docs list every flow', () => {
  it('GATEWAY-CONTRACT.md has a row for every call a flow adds, with its method and path', () => {
    const rows = read('docs/GATEWAY-CONTRACT.md')
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const missing = Object.values(FLOW_ENDPOINTS)
      .flat()
      .filter(
        (endpoint) =>
          !rows.some(
            ([, , name, method, path]) =>
              name === endpoint.name && method === endpoint.method && path === endpoint.path,
          ),
      )
      .map((endpoint) => `${endpoint.name} ${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });

  it('journeys/README.md lists every journey file', () => {
    const listed = [...read('journeys/README.md').matchAll(/^\| `([\w-]+\.json)` \|/gm)].map(
      (match) => match[1],
    );
    const files = readdirSync(join(ROOT, 'journeys')).filter((file) => file.endsWith('.json'));
    expect([...listed].sort()).toEqual(files.sort());
  });

  it('has every generated table as npm run docs:tables writes it', () => {
    const journeyFiles = readdirSync(join(ROOT, 'journeys')).filter((file) => file.endsWith('.json'));
    const stale = [...writtenDocs(docsDataOfRepo(journeyFiles), read)]
      .filter(([file, text]) => text !== read(file))
      .map(([file]) => file);
    expect(stale, 'run npm run docs:tables').toEqual([]);
  });
});
