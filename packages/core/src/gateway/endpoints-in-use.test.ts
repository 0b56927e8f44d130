import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from './all-endpoints.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SOURCE_DIRS = ['packages/core/src', 'apps/web/src'];

/** Every non-test source file of core and the app: what runs for a customer. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The lists of calls, which name every endpoint without making it. */
const isEndpointList = (path: string) =>
  /gateway\/[^/]+\/index\.ts$/.test(path) ||
  path.endsWith('gateway/all-endpoints.ts') ||
  path.endsWith('gateway/index.ts') ||
  /\.endpoints\.ts$|\/endpoints\.ts$/.test(path);

const files = SOURCE_DIRS.flatMap(sourceFiles)
  .filter((path) => !isEndpointList(path))
  .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));

/**
 * The functions that make an endpoint: in the file defining it, each function whose body hands
 * `<name>Endpoint` to the client, or calls one that does (`setDefaultCustomerPaymentMethod` makes
 * saveCustomerPaymentMethod through the file's own `post`).
 */
function makersOf(name: string, definingText: string): string[] {
  const functions = definingText.split(/\n(?=(?:export )?(?:async )?function \w)/).flatMap((chunk) => {
    const fn = /^(?:export )?(?:async )?function (\w+)/.exec(chunk)?.[1];
    return fn ? [{ fn, chunk }] : [];
  });
  const makers = new Set<string>();
  const makes = (chunk: string) =>
    chunk.includes(`${name}Endpoint`) ||
    [...makers].some((maker) => new RegExp(`\\b${maker}\\s*\\(`).test(chunk));
  for (let grew = true; grew; ) {
    grew = false;
    for (const { fn, chunk } of functions) {
      if (makers.has(fn) || !makes(chunk.replace(/^[^\n]*/, ''))) continue;
      makers.add(fn);
      grew = true;
    }
  }
  return [...makers];
}

/** Where an endpoint is made: a file other than its own calling one of its makers, or handing it to the client. */
function callersOf(name: string): string[] {
  const defining = files.find(({ text }) => new RegExp(`\\bname:\\s*'${name}'`).test(text));
  const makers = makersOf(name, defining?.text ?? '');
  const call = new RegExp(
    [`\\b${name}Endpoint\\b`, ...makers.map((maker) => `\\b${maker}\\s*\\(`)].join('|'),
  );
  return files.filter((file) => file !== defining && call.test(file.text)).map(({ path }) => path);
}

/**
 * The endpoints docs/GATEWAY-CONTRACT.md's the spec's table says nothing calls yet: rows whose "used by"
 * cell starts with "not used", their endpoint cell naming them.
 */
function documentedAsNotCalled(): Set<string> {
  const doc = readFileSync(join(ROOT, 'docs/GATEWAY-CONTRACT.md'), 'utf8');
  const names = new Set<string>();
  for (const line of doc.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length !== 5 || !/^not used/i.test(cells[3] ?? '')) continue;
    for (const name of (cells[2] ?? '').split(',')) names.add(name.trim());
  }
  return names;
}

describe('every gateway endpoint', () => {
  it('is made by some source file, or the contract says it is not called yet', () => {
    const uncalled = allEndpoints
      .map((endpoint) => endpoint.name)
      .filter((name) => callersOf(name).length === 0);
    expect(uncalled.sort()).toEqual([...documentedAsNotCalled()].sort());
  });
});

/** The rows of docs/GATEWAY-CONTRACT.md's table of the spec's calls: its call and endpoint cells. */
function specCallRows(): { call: string; endpoint: string }[] {
  const doc = readFileSync(join(ROOT, 'docs/GATEWAY-CONTRACT.md'), 'utf8');
  const start = doc.indexOf('## Every call of the specification');
  const end = doc.indexOf('\n#', start + 1);
  return doc
    .slice(start, end === -1 ? undefined : end)
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => cells.length === 5 && cells[2] !== '' && !/^-+$/.test(cells[2] ?? ''))
    .slice(1)
    .map((cells) => ({ call: cells[1] ?? '', endpoint: cells[2] ?? '' }));
}

const endpointNames = new Set(allEndpoints.map((endpoint) => endpoint.name));
/** The names a cell mentions: its words that are endpoints (`logout`) or look like one (`lockNumber`). */
const namesIn = (cell: string) =>
  (cell.match(/\b[a-z][A-Za-z0-9]*\b/g) ?? []).filter(
    (word) => endpointNames.has(word) || /[A-Z]/.test(word),
  );

describe("the contract's table of the spec's calls", () => {
  it('names, for each call, endpoints that exist, or says it is not made or deleted', () => {
    const rows = specCallRows();
    expect(rows.length).toBeGreaterThan(40);
    const wrong = rows.flatMap(({ call, endpoint }) => {
      if (/^none\b/.test(endpoint)) return [];
      const names = namesIn(endpoint);
      if (/^deleted\b/.test(endpoint)) {
        const alive = names.filter((name) => endpointNames.has(name));
        return alive.length > 0 ? [`${call}: deleted, but ${alive.join(', ')} still defined`] : [];
      }
      const unknown = names.filter((name) => !endpointNames.has(name));
      if (names.length === 0) return [`${call}: names no endpoint ("${endpoint}")`];
      return unknown.length > 0 ? [`${call}: ${unknown.join(', ')} is no endpoint`] : [];
    });
    expect(wrong).toEqual([]);
  });
});
