import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLOW_ENDPOINTS, FLOW_MANIFESTS } from '@senda/core/navigation';
import { describe, expect, it } from 'vitest';
import { FLOW_WINGS } from '../packages/core/src/flow-declarations/flow-registry.ts';
import { docsDataOfRepo, writtenDocs } from '../scripts/docs-tables/docs-tables.ts';

/**
 * The docs' tables of flows follow the flows' manifests and files, so a new flow cannot leave them
 * stale: GATEWAY-CONTRACT.md describes every call a flow's manifest adds, journeys/README.md every
 * journey file; a flow moved to its wing describes its own in its folder's README.md. `npm run docs:tables` writes those tables; this test fails when one is not as it
 * writes them.
 */
const ROOT = join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const WINGS = FLOW_WINGS.map((wing) => wing.id);
/** Where a flow's calls and journey are described: its wing's README, or the shared docs. */
const docOf = (flow: string, shared: string) =>
  WINGS.includes(flow) || existsSync(join(ROOT, `packages/core/src/flows/${flow}/README.md`))
    ? `packages/core/src/flows/${flow}/README.md`
    : shared;
const tableRows = (file: string) =>
  read(file)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|').map((cell) => cell.trim()));

describe('the docs list every flow', () => {
  it('GATEWAY-CONTRACT.md (or the wing’s README) has a row for every call a flow adds, with its method and path', () => {
    const missing = Object.entries(FLOW_ENDPOINTS).flatMap(([flow, endpoints]) => {
      const file = docOf(flow, 'docs/GATEWAY-CONTRACT.md');
      const rows = tableRows(file);
      return endpoints
        .filter(
          (endpoint) =>
            !rows.some(
              ([, , name, method, path]) =>
                name === endpoint.name && method === endpoint.method && path === endpoint.path,
            ),
        )
        .map((endpoint) => `${file}: ${endpoint.name} ${endpoint.method} ${endpoint.path}`);
    });
    expect(missing).toEqual([]);
  });

  it('journeys/README.md (or the wing’s README) lists every journey file', () => {
    const listedIn = (file: string) =>
      [...read(file).matchAll(/^\| `([\w-]+\.json)` \|/gm)].map((match) => match[1]);
    const listed = [
      ...listedIn('journeys/README.md'),
      ...FLOW_MANIFESTS.filter((flow) => WINGS.includes(flow.id) && flow.journey).flatMap((flow) =>
        listedIn(docOf(flow.id, 'journeys/README.md')),
      ),
    ];
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
