import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from './all-endpoints.ts';

interface ContractRow {
  resource: string;
  name: string;
  method: string;
  path: string;
  credentials: boolean;
}

/**
 * The contract's documents: docs/GATEWAY-CONTRACT.md for shared calls, and each wing's README for the calls of a flow
 * that documents itself, so the code cannot drift from either.
 */
function contractDocs(): string[] {
  const flows = new URL('../flows/', import.meta.url);
  const wingReadmes = readdirSync(flows, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => new URL(`${entry.name}/README.md`, flows))
    .filter((readme) => existsSync(readme));
  return [new URL('../../../../docs/GATEWAY-CONTRACT.md', import.meta.url), ...wingReadmes].map((doc) =>
    readFileSync(doc, 'utf8'),
  );
}

/** Reads the endpoint tables of the contract's documents. */
function contractRows(): ContractRow[] {
  const doc = contractDocs().join('\n');
  const rows: ContractRow[] = [];
  for (const line of doc.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // | resource | name | method | path | C | notes |  → ['', resource, name, method, path, C, notes, '']
    if (cells.length < 8 || cells[1] === 'resource' || cells[1]?.startsWith('---')) continue;
    const [, resource = '', rawName = '', method = '', path = '', c = '', notes = ''] = cells;
    const name = rawName.replace(/\s*\(.*\)$/, '');
    const credentials = c === 'C';
    if (method === 'GET/PUT') {
      // "analyticsPreferences (get/put)": one endpoint per method.
      rows.push({ resource, name, method: 'GET', path, credentials });
      rows.push({
        resource,
        name: `update${name[0]?.toUpperCase()}${name.slice(1)}`,
        method: 'PUT',
        path,
        credentials,
      });
      continue;
    }
    rows.push({ resource, name, method, path, credentials });
    const byId = /^and \/(\{\w+\})$/.exec(notes);
    // "<name>s ... and /{id}": a by-id call named in its list's row is its own endpoint.
    if (byId)
      rows.push({ resource, name: name.replace(/s$/, ''), method, path: `${path}/${byId[1]}`, credentials });
  }
  return rows;
}

const rows = contractRows();

describe('allEndpoints', () => {
  it('reads a plausible contract table', () => {
    // 136 rows (numberOfLinesEligibility deleted; vendor login, number availability, the step-up's three, closing a lost payment request's key, renew now's three, auto-renewal's three, card update's four and adding a card's two, delivery rescheduling's three, SIM replacement's three, termination's seven, number change's three, the line registry's CURP eligibility and registration, the profile e-mail update's two, port-in cancel, re-initiation and a new number instead, and reverse port-out's ten, opening a paylink and a CFDI's files among them, the line's usage, the usage alerts' two, the boosters' three, the number lock's two, the recarga's two, the network coverage by postal code), plus the PUT of analyticsPreferences.
    expect(rows).toHaveLength(136);
    expect(rows.find((row) => row.name === 'signIn')).toEqual({
      resource: 'auth',
      name: 'signIn',
      method: 'POST',
      path: 'user-service/v4/auth/signin',
      credentials: false,
    });
  });

  it('matches the contract table in method, path and credentials for every endpoint', () => {
    for (const endpoint of allEndpoints) {
      const row = rows.find((candidate) => candidate.name === endpoint.name);
      expect(row, `${endpoint.name} is not in the contract`).toBeDefined();
      expect({
        name: endpoint.name,
        method: endpoint.method,
        path: endpoint.path,
        credentials: endpoint.credentials,
      }).toEqual({
        name: row?.name,
        method: row?.method,
        path: row?.path,
        credentials: row?.credentials,
      });
    }
  });

  it('covers every row of the contract table', () => {
    const names = new Set(allEndpoints.map((endpoint) => endpoint.name));
    const missing = rows.filter((row) => !names.has(row.name));
    expect(missing).toEqual([]);
    expect(allEndpoints).toHaveLength(rows.length);
  });

  it('has unique names and unique method + path pairs', () => {
    const names = allEndpoints.map((endpoint) => endpoint.name);
    expect(new Set(names).size).toBe(names.length);
    const routes = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
