import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The app's imports go one way: `app/` puts the storefront together and imports the
 * features; features, `shared/` (what every feature may use: services context, gateway query,
 * formatters, page frame) and the design system never import `app/`; `shared/` never imports a
 * feature; and no module imports itself back through others. Storybook's tooling, the build's
 * prerender and `main.tsx` are composition roots too (they build services and routes the way
 * `app/` does).
 */
const root = join(import.meta.dirname, '..');
const webSrc = join(root, 'apps/web/src');
const COMPOSITION_ROOTS = ['app', 'storybook', 'prerender', 'main.tsx'];

/** Relative imports a module makes at run time: static, re-exports and lazy `import()`; `import type` is erased. */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  const statement = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?[^'";]*?from\s+'(\.[^']+)'/g;
  for (const match of source.matchAll(statement)) if (!match[1]) found.push(match[2] as string);
  for (const match of source.matchAll(/(?:^|\n)\s*import\s+'(\.[^']+)'/g)) found.push(match[1] as string);
  for (const match of source.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)) found.push(match[1] as string);
  return found;
}

/** The modules on a cycle, one list per cycle (Tarjan's strongly connected components). */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

/** Module → the modules it imports at run time, by path relative to apps/web/src. */
function webImportGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(webSrc)) {
    const targets = runtimeImports(readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(file, specifier))
      .filter((path): path is string => path !== undefined)
      .map((path) => relative(webSrc, path));
    graph.set(relative(webSrc, file), targets);
  }
  return graph;
}

/** Every import, type-only ones included: a type import of `app/` still makes a feature lean on it. */
function allImports(file: string): string[] {
  const source = readFileSync(join(webSrc, file), 'utf8');
  return [...source.matchAll(/from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g)]
    .map((match) => resolveImport(join(webSrc, file), (match[1] ?? match[2]) as string))
    .filter((path): path is string => path !== undefined)
    .map((path) => relative(webSrc, path));
}

const topFolder = (file: string) => file.split(sep)[0] as string;
const allWebFiles = () => [...webImportGraph().keys()];

describe('the checks can fail', () => {
  it('reads static, re-exported and lazy imports, and skips type-only ones', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "export { c } from '../c';",
      "import './side-effect';",
      "const lazy = () => import('./lazy');",
      "import { external } from 'react';",
    ].join('\n');
    expect(runtimeImports(source).sort()).toEqual(['../c', './a', './lazy', './side-effect']);
  });

  it('finds a cycle, including one through three modules, and none in a tree', () => {
    const cyclic = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(cyclic)).toEqual([['a', 'b', 'c']]);
    expect(
      findCycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});

/**
 * Machines are wired in core (`<flow>.services.ts`): the app calls the services factories and
 * never builds actors itself. Storybook's tooling (`storybook/`) and stories are left out: a story
 * replaces a machine's actors on purpose, to hold a state for designers.
 */
const ACTOR_BUILDING =
  /\.provide\(|\bfrom(Promise|Callback|Observable|EventObservable|Transition)\(|\bcreateMachine\(|\bsetup\(\{/;

function actorBuilding(source: string): string[] {
  return source
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => ACTOR_BUILDING.test(line) && !line.startsWith('//') && !line.startsWith('*'))
    .map(({ line, number }) => `${number}: ${line}`);
}

describe('the app does not wire machines', () => {
  it('finds a provide or an actor built in a component (the check can fail)', () => {
    const source = [
      'const machine = useMemo(() => otpTimerMachine.provide({',
      '  actors: { validateOtp: fromPromise(() => validate()) },',
      '}), []);',
      '// a comment naming .provide( is fine',
    ].join('\n');
    expect(actorBuilding(source)).toHaveLength(2);
  });

  it('no .provide( and no actor logic in apps/web/src outside Storybook tooling and stories', () => {
    const offenders = allWebFiles()
      .filter((file) => topFolder(file) !== 'storybook')
      .flatMap((file) =>
        actorBuilding(readFileSync(join(webSrc, file), 'utf8')).map((found) => `${file}:${found}`),
      );
    expect(offenders).toEqual([]);
  });
});

/** A screen that grows past this is holding flow state or decisions that belong in core. */
const MAX_COMPONENT_LINES = 300;

describe('screens stay small', () => {
  it(`no component in apps/web/src is over ${MAX_COMPONENT_LINES} lines`, () => {
    const long = allWebFiles()
      .filter((file) => file.endsWith('.tsx') && topFolder(file) !== 'storybook')
      .map((file) => ({ file, lines: readFileSync(join(webSrc, file), 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_COMPONENT_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});

describe('apps/web/src imports go one way', () => {
  it('only the composition roots import app/', () => {
    const offenders = allWebFiles()
      .filter((file) => !COMPOSITION_ROOTS.includes(topFolder(file)))
      .flatMap((file) =>
        allImports(file)
          .filter((target) => topFolder(target) === 'app')
          .map((target) => `${file} → ${target}`),
      );
    expect(offenders).toEqual([]);
  });

  it('shared/ imports no feature, no app/ and no shell', () => {
    const offenders = allWebFiles()
      .filter((file) => topFolder(file) === 'shared')
      .flatMap((file) =>
        allImports(file)
          .filter((target) => ['app', 'features', 'shell', 'storybook'].includes(topFolder(target)))
          .map((target) => `${file} → ${target}`),
      );
    expect(offenders).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(findCycles(webImportGraph())).toEqual([]);
  });
});
