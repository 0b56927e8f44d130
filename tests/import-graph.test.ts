import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFilesOf } from './support/source-files.ts';

/**
 * The source's imports as a graph: every import of every source file of `packages/*\/src` and
 * `apps/web/src` (tests left out: nothing imports a test, so a test closes no circle, and a test may
 * reach any layer to check it), runtime, `import type` and lazy `import()` alike, resolved as the
 * type check resolves them (package exports, extensionless paths). Two rules: no circle, and no
 * import running up core's layers.
 */
const root = join(import.meta.dirname, '..');
const SOURCE_FOLDERS = ['packages/core/src', 'packages/sandbox/src', 'apps/web/src'];

/**
 * Core's folders from the bottom up; a folder may import its own layer and the layers below it,
 * never one above. Written from what each folder is for:
 * - config: constants, the deploy config and the feature flags' names and defaults, read by
 *   everything and reading nothing.
 * - i18n, flow-declarations: message bundles and formatting; and each flow's declarations as data
 *   (its manifest, request types, step-up actions, error codes, texts' prefixes) with the registry
 *   that finds each wing's `flows/<flow>/flow.ts` by its name. One layer: the declarations name
 *   message ids and areas, and i18n's error catalogue and message areas read the declarations.
 * - validation: input rules (CURP, ICCID, cards) and the message ids of their errors.
 * - gateway: the operator's API, its schemas built on validation's rules.
 * - navigation: addresses as data (routes, safe redirects, the flows' pages and the message areas
 *   each page loads), read by stores, sessions and machines; it names endpoints by type only.
 * - stores: what the browser keeps (atoms, storage keys), some of it holding routes.
 * - journey: the journey engine (compile, persist into stores, step data checked by the shapes a
 *   journey's vocabulary hands it), which no flow's rules belong to.
 * - orders, queries, payments: cached reads of the gateway and the facts derived from them (an
 *   order's, a line's, and the ways to pay the customer has: methods, saved cards, which can pay).
 * - purchase: the purchase's step rules and boot code (its channel, the cold-visit redirect), its
 *   steps' data shapes (handed to the engine in its vocabulary) and its journey's facts as the
 *   stores hold them, built on the journey engine, queries and payments.
 * - session, analytics, telemetry, flags: the customer's session and what is reported or decided
 *   about it; they read queries, stores and whether a purchase is under way.
 * - onboarding, invoices: sign-up and CFDI rules used by the machines.
 * - native: the native app's messages, naming routes; the session tells the app of its tokens.
 * - machines: the shared machines (the service-request template, payment, step-up).
 * - flows: each service flow's wing (its machine, calls, rules, texts), built on the machines;
 *   nothing in core imports a wing but through the flow registry, which reads only its flow.ts.
 */
const CORE_LAYERS: readonly (readonly string[])[] = [
  ['config'],
  ['i18n', 'flow-declarations'],
  ['validation'],
  ['gateway'],
  ['navigation'],
  ['native'],
  ['stores'],
  ['journey'],
  ['orders', 'queries', 'payments'],
  ['purchase'],
  ['session', 'analytics', 'telemetry', 'flags'],
  ['onboarding', 'invoices'],
  ['machines'],
  ['flows'],
];

/**
 * A general part of the app names none of its users: the journey runtime runs whatever journey it
 * is handed (the purchase hands it its screens), and the story setup runs any story (the journey
 * editor installs its walk through a hook).
 */
const GENERAL_PARTS: readonly { general: (file: string) => boolean; users: string; why: string }[] = [
  {
    general: (file) => file.startsWith('apps/web/src/features/journey/'),
    users: 'apps/web/src/features/purchase/',
    why: 'the journey runtime',
  },
  {
    general: (file) => dirname(file) === 'apps/web/src/storybook',
    users: 'apps/web/src/storybook/journey-editor/',
    why: "every story's setup",
  },
];

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return (
      !clause.name &&
      !!named &&
      ts.isNamedImports(named) &&
      named.elements.length > 0 &&
      named.elements.every((element) => element.isTypeOnly)
    );
  }
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    !!clause &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((element) => element.isTypeOnly)
  );
}

function importGraph(): { files: string[]; edges: Edge[] } {
  const files = SOURCE_FOLDERS.flatMap((folder) => sourceFilesOf(join(root, folder))).filter(
    (file) => !/\.test\.tsx?$/.test(file),
  );
  const edges: Edge[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const add = (specifier: string, typeOnly: boolean) => {
      const resolved = ts.resolveModuleName(specifier, file, COMPILER_OPTIONS, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) return;
      const to = resolved.resolvedFileName;
      if (!/\.(ts|tsx|mts)$/.test(to) || to.endsWith('.d.ts')) return;
      edges.push({ from: relative(root, file), to: relative(root, to), typeOnly });
    };
    const visit = (node: ts.Node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        add(node.moduleSpecifier.text, isTypeOnly(node));
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        add(node.arguments[0].text, false);
      } else if (
        ts.isImportTypeNode(node) &&
        ts.isLiteralTypeNode(node.argument) &&
        ts.isStringLiteral(node.argument.literal)
      ) {
        add(node.argument.literal.text, true);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { files: files.map((file) => relative(root, file)), edges };
}

/** Tarjan's strongly connected components: each component of more than one file is a circle. */
function circles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)?.add(to);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || next.get(file)?.has(file)) found.push(component.sort());
  };
  for (const file of next.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** The flows that have a wing in core (`packages/core/src/flows/<flow>/`). */
const CORE_WINGS = new Set(
  readdirSync(join(root, 'packages/core/src/flows'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
);

/**
 * The wing a file is part of, by package and flow: `packages/<core|sandbox>/src/flows/<flow>/…`, or
 * the app's feature folder of a flow core has a wing of (`apps/web/src/features/manage/<flow>/…`).
 */
const wingOf = (file: string): string | undefined => {
  const inPackage = /^packages\/(core|sandbox)\/src\/flows\/([^/]+)\//.exec(file);
  if (inPackage) return `${inPackage[1]}:${inPackage[2]}`;
  const inApp = /^apps\/web\/src\/features\/manage\/([^/]+)\//.exec(file)?.[1];
  return inApp && CORE_WINGS.has(inApp) ? `web:${inApp}` : undefined;
};

/**
 * Wings that still import another wing, each to be given a shared home or a declaration: the
 * termination's refusal links to plan switch's page; the sandbox's data use is counted by line
 * usage and read by boosters and usage alerts, and line usage lists the boosters bought.
 */
const WING_IMPORTS_STILL_MADE: readonly string[] = [
  'packages/core/src/flows/termination/termination.rules.ts → packages/core/src/flows/plan-switch/routes.ts',
  'packages/sandbox/src/flows/boosters/boosters.ts → packages/sandbox/src/flows/line-usage/line-usage.ts',
  'packages/sandbox/src/flows/line-usage/line-usage.handlers.ts → packages/sandbox/src/flows/boosters/boosters.ts',
  'packages/sandbox/src/flows/usage-alerts/usage-alerts.ts → packages/sandbox/src/flows/line-usage/line-usage.ts',
];

const coreFolder = (file: string): string | undefined => /^packages\/core\/src\/([^/]+)\//.exec(file)?.[1];
const layerOf = new Map(CORE_LAYERS.flatMap((folders, layer) => folders.map((folder) => [folder, layer])));

const graph = importGraph();

describe('the import graph', () => {
  it('reads every source file and its imports of every kind', () => {
    // A scan that reads nothing (a moved folder, a resolver that stopped resolving) finds no circle.
    expect(graph.files.length).toBeGreaterThan(1000);
    expect(graph.edges.length).toBeGreaterThan(4000);
    expect(graph.edges.some((edge) => edge.typeOnly)).toBe(true);
    const lazy = graph.edges.find(
      (edge) => edge.from === 'apps/web/src/app/router.tsx' && edge.to.startsWith('apps/web/src/features/'),
    );
    expect(lazy, 'the router lazy-imports its pages').toBeDefined();
  });

  it('has no circle of imports, but type-only imports between files of one folder', () => {
    const counted = graph.edges.filter((edge) => !(edge.typeOnly && dirname(edge.from) === dirname(edge.to)));
    expect(circles(counted).map((circle) => circle.join(' → '))).toEqual([]);
  });

  it('places every folder of core in a layer', () => {
    const folders = new Set(graph.files.map(coreFolder).filter((folder) => folder !== undefined));
    expect([...folders].filter((folder) => !layerOf.has(folder)).sort()).toEqual([]);
  });

  it("no import runs up core's layers", () => {
    const upward = graph.edges.filter(({ from, to }) => {
      const fromFolder = coreFolder(from);
      const toFolder = coreFolder(to);
      if (!fromFolder || !toFolder) return false;
      return (layerOf.get(toFolder) ?? 0) > (layerOf.get(fromFolder) ?? 0);
    });
    expect(upward.map((edge) => `${edge.from} → ${edge.to}${edge.typeOnly ? ' (type)' : ''}`)).toEqual([]);
  });

  it('no wing imports another wing, so either can be removed without the other', () => {
    const across = graph.edges
      .filter(({ from, to }) => {
        const fromWing = wingOf(from);
        const toWing = wingOf(to);
        return fromWing !== undefined && toWing !== undefined && fromWing !== toWing;
      })
      .map((edge) => `${edge.from} → ${edge.to}`);
    expect([...new Set(across)].sort()).toEqual(WING_IMPORTS_STILL_MADE);
  });

  it("the line page's screen and view import no wing: each wing's box, row and action is found by its file", () => {
    const LINE_PAGE = [
      'apps/web/src/features/manage/order/line-home.tsx',
      'packages/core/src/machines/line-home/line-home.view.ts',
    ];
    // A wing's folder: core's flows/<flow>/, or an app feature folder under manage/ but the page's own.
    const isWing = (file: string) =>
      file.startsWith('packages/core/src/flows/') ||
      (/^apps\/web\/src\/features\/manage\/[^/]+\//.test(file) &&
        !file.startsWith('apps/web/src/features/manage/order/'));
    const naming = graph.edges
      .filter((edge) => LINE_PAGE.includes(edge.from) && isWing(edge.to))
      .map((edge) => `${edge.from} → ${edge.to}`);
    expect(graph.edges.some((edge) => edge.from === LINE_PAGE[0])).toBe(true);
    expect(naming).toEqual([]);
  });

  it('the journey runtime and the story setup name none of their users', () => {
    const naming = GENERAL_PARTS.flatMap(({ general, users, why }) =>
      graph.edges
        .filter((edge) => general(edge.from) && edge.to.startsWith(users))
        .map((edge) => `${why}: ${edge.from} → ${edge.to}`),
    );
    expect(naming).toEqual([]);
  });
});
