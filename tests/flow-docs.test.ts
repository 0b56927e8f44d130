import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLOW_ENDPOINTS, SERVICE_FLOWS } from '@senda/core/navigation';
import { describe, expect, it } from 'vitest';

/**
 * The docs' tables of flows follow the flows' manifests, so a new flow cannot leave them stale:
 * account-servicing.md's table is written from them (`SENDA_WRITE_DOCS=1 npx vitest run --project
 * workspace flow-docs` rewrites it), and GATEWAY-CONTRACT.md and journeys/README.md are held to them.
 */
const ROOT = join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

const START = '<!-- service-flows: written from each machines/<flow>/<flow>.flow.ts by tests/flow-docs.test.ts -->';
const END = '<!-- /service-flows -->';

/** The service flows' table: one row per manifest, in their order. */
function serviceFlowsTable(): string {
  const code = (text: string) => `\`${text}\``;
  const rows = SERVICE_FLOWS.map((flow) =>
    [
      code(flow.id),
      Object.keys(flow.routes).map(code).join(', '),
      flow.journey ? code(`journeys/${flow.journey}.json`) : '—',
      flow.lineAction ? 'yes' : 'no',
      flow.servicePayment ? 'yes' : 'no',
      flow.scenarios.map(code).join(', ') || '—',
    ].join(' | '),
  );
  return [
    START,
    '| flow | its pages | journey file | on the line page | paid on `/manage/payment` | sandbox scenarios |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
    END,
  ].join('\n');
}

describe('the docs list every flow', () => {
  it('account-servicing.md has the service flows’ table as their manifests say', () => {
    const doc = read('docs/account-servicing.md');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, 'the table’s markers').toBeGreaterThan(-1);
    const written = doc.slice(start, end + END.length);
    if (process.env.SENDA_WRITE_DOCS === '1' && written !== serviceFlowsTable()) {
      writeFileSync(join(ROOT, 'docs/account-servicing.md'), doc.replace(written, serviceFlowsTable()));
      return;
    }
    expect(written).toBe(serviceFlowsTable());
  });

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
});
