import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Adding a flow touches at most this many existing files: the two languages' messages and, for a
 * flow with a gateway call of its own, the contract's row for it (GATEWAY-CONTRACT.md, which
 * `npm run docs:tables` writes). Everything else a flow needs is a new file in its own folders (a
 * flow with a journey file also gets its row in journeys/README.md from the same command).
 */
const MAX_EXISTING_FILES = 3;

const REPO = join(import.meta.dirname, '..');

/**
 * A scratch service flow, complete: its manifest, gateway call and a machine in core, its page, line action,
 * story and Storybook coverage in the app, its gateway call's handlers and contract case in the
 * sandbox. New files only; what it must change in existing files is SCRATCH_EDITS.
 */
const SCRATCH_FILES: Readonly<Record<string, string>> = {
  'packages/core/src/machines/scratch-flow/scratch-flow.endpoint.ts': `import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../gateway/endpoint.ts';

export const scratchFlowEndpoint = defineEndpoint({
  name: 'scratchFlowStatus',
  method: 'GET',
  path: 'scratch-service/v1/status',
  credentials: false,
  response: resultEnvelope(v.object({ ready: v.boolean() })),
});
`,
  'packages/core/src/machines/scratch-flow/scratch-flow.machine.ts': `import { setup } from 'xstate';

export const scratchFlowMachine = setup({}).createMachine({ id: 'scratchFlow', initial: 'ready', states: { ready: {} } });
`,
  'packages/core/src/machines/scratch-flow/index.ts': `export { scratchFlowEndpoint } from './scratch-flow.endpoint.ts';
export { scratchFlowMachine } from './scratch-flow.machine.ts';
`,
  'packages/core/src/machines/scratch-flow/scratch-flow.flow.ts': `import { defineServiceFlow } from '../../navigation/flow-manifest.ts';

export default defineServiceFlow({
  id: 'scratch-flow',
  order: 1000,
  journey: null,
  routes: { '/manage/scratch-flow': 'scratch_flow.title' },
  lineAction: { labelId: 'line.action.scratch_flow', path: '/manage/scratch-flow' },
  servicePayment: false,
  scenarios: [],
  texts: ['scratch_flow'],
});
`,
  'packages/core/src/machines/scratch-flow/scratch-flow.endpoints.ts': `import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';
import { scratchFlowEndpoint } from './scratch-flow.endpoint.ts';

export default defineFlowEndpoints('scratch-flow', [scratchFlowEndpoint]);
`,
  'apps/web/src/features/manage/scratch-flow/scratch-flow-page.tsx': `import { FormattedMessage } from 'react-intl';

export default function ScratchFlowPage() {
  return <h1><FormattedMessage id="scratch_flow.title" /></h1>;
}
`,
  'apps/web/src/features/manage/scratch-flow/scratch-flow.app.ts': `import { defineFlowPages } from '../flow-app';

export default defineFlowPages({
  id: 'scratch-flow',
  load: () => import('./scratch-flow-page'),
  pageNames: { '/manage/scratch-flow': 'Scratch Flow' },
});
`,
  'apps/web/src/features/manage/scratch-flow/scratch-flow.line-action.ts': `import { defineLineAction } from '../flow-app';

export default defineLineAction('scratch-flow', () => null);
`,
  'apps/web/src/features/manage/scratch-flow/scratch-flow.coverage.ts': `import { scratchFlowMachine } from '@senda/core/machines/scratch-flow';
import { defineFlowCoverage } from '../flow-app';

export default defineFlowCoverage('scratch-flow', scratchFlowMachine);
`,
  'apps/web/src/features/manage/scratch-flow/scratch-flow-page.stories.tsx': `export default { title: 'Manage/Scratch flow' };

export const Ready = { parameters: { machineStates: ['scratchFlow.ready'] } };
`,
  'packages/sandbox/src/handlers/scratch-flow.handlers.ts': `import type { HttpHandler } from 'msw';
import { scratchFlowEndpoint } from '@senda/core/machines/scratch-flow';
import { gatewayRoute } from './gateway-route.ts';
import type { SandboxContext } from './sandbox-context.ts';

export function scratchFlowHandlers(ctx: SandboxContext): HttpHandler[] {
  return [gatewayRoute(ctx, scratchFlowEndpoint, () => ({ ready: true }), { auth: 'none' })];
}
`,
  'packages/sandbox/tests/contract-cases/scratch-flow.contract-cases.ts': `import type { ContractCases } from '../support/contract-kit.ts';

const cases: ContractCases = { scratchFlowStatus: () => ({}) };

export default cases;
`,
};

/** Its texts, in both languages (their namespace is in its manifest, `texts`). */
const SCRATCH_TEXTS = {
  'es-MX': { 'scratch_flow.title': 'Trámite de prueba', 'line.action.scratch_flow': 'Probar' },
  'en-US': { 'scratch_flow.title': 'Scratch request', 'line.action.scratch_flow': 'Try it' },
};
const addTexts = (locale: keyof typeof SCRATCH_TEXTS) => (text: string) =>
  `${JSON.stringify({ ...JSON.parse(text), ...SCRATCH_TEXTS[locale] }, null, 2)}\n`;

const SCRATCH_EDITS: Readonly<Record<string, (text: string) => string>> = {
  'packages/core/src/i18n/messages/es-MX.json': addTexts('es-MX'),
  'packages/core/src/i18n/messages/en-US.json': addTexts('en-US'),
};

/**
 * The files a generator rewrites for the flow, with no edit by hand: `npm run docs:tables` writes
 * its gateway call's row in GATEWAY-CONTRACT.md. Still changed files, so they count.
 */
const GENERATED = ['docs/GATEWAY-CONTRACT.md'];

/**
 * Checks, in the copy, that every list the flow belongs to has it: written there as a new file,
 * run with the tests that hold the lists to the flows (the route table's, the line actions', the
 * message areas', Storybook's, the sandbox's contract).
 */
const FOUND_CHECK = `import { allEndpoints } from '@senda/core/gateway';
import { messageAreasOfPage } from '@senda/core/i18n';
import { flowRouteTitle, LINE_ACTION_FLOWS, SERVICE_FLOWS } from '@senda/core/navigation';
import { createSandboxServer } from '@senda/sandbox/node';
import { expect, it } from 'vitest';
import { PAGE_ROUTES } from '../apps/web/src/app/route-table.ts';
import { FLOW_LINE_ACTIONS } from '../apps/web/src/features/manage/flow-line-actions.tsx';
import { FLOW_MACHINES } from '../apps/web/src/storybook/coverage/screen-states.ts';

it('finds the scratch flow in every list', async () => {
  expect(SERVICE_FLOWS.map((flow) => flow.id)).toContain('scratch-flow');
  expect(LINE_ACTION_FLOWS.map((flow) => flow.id)).toContain('scratch-flow');
  expect(flowRouteTitle('/manage/scratch-flow')).toBe('scratch_flow.title');
  expect(PAGE_ROUTES.find((route) => route.path === '/manage/scratch-flow')?.pageName).toBe('Scratch Flow');
  expect(messageAreasOfPage('/manage/scratch-flow')).toContain('flows');
  expect(FLOW_LINE_ACTIONS['scratch-flow']).toBeDefined();
  expect(FLOW_MACHINES['scratch-flow']?.id).toBe('scratchFlow');
  expect(allEndpoints.map((endpoint) => endpoint.name)).toContain('scratchFlowStatus');
  const sandbox = createSandboxServer();
  sandbox.listen();
  try {
    const answer = await fetch('http://storefront.test/gateway/scratch-service/v1/status');
    expect(answer.status).toBe(200);
  } finally {
    sandbox.close();
  }
});
`;

/** The tests run in the copy, beside the check: each fails when a flow is missing from its list. */
const LIST_TESTS = [
  ['web', 'src/app/flow-parts.test.ts'],
  ['web', 'src/app/route-table.test.ts'],
  ['workspace', 'tests/message-areas.test.ts'],
  ['workspace', 'tests/storybook-coverage.test.ts'],
  ['workspace', 'tests/scratch-flow-found.test.ts'],
  ['workspace', 'tests/flow-docs.test.ts'],
  ['sandbox', 'tests/contract.test.ts'],
] as const;

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=scratch@senda.test', '-c', 'user.name=scratch', ...args], {
    cwd,
    encoding: 'utf8',
  });

/**
 * The repository as it is now (its tracked and new files, not what git ignores) in a folder of its
 * own with a git history of one commit, sharing this checkout's installed packages except the
 * workspace's own, which point at the copy's.
 */
function copyOfRepo(): string {
  const copy = mkdtempSync(join(tmpdir(), 'senda-new-flow-'));
  const files = git(REPO, 'ls-files', '--cached', '--others', '--exclude-standard', '-z')
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    let text: Buffer;
    try {
      text = readFileSync(join(REPO, file));
    } catch {
      continue; // deleted in the working tree, not yet in the index
    }
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    writeFileSync(join(copy, file), text);
  }
  mkdirSync(join(copy, 'node_modules', '@senda'), { recursive: true });
  for (const entry of readdirSync(join(REPO, 'node_modules'))) {
    if (entry === '@senda' || entry.startsWith('.')) continue;
    symlinkSync(join(REPO, 'node_modules', entry), join(copy, 'node_modules', entry));
  }
  const workspaces: readonly (readonly [string, string])[] = [
    ['core', 'packages/core'],
    ['sandbox', 'packages/sandbox'],
    ['web', 'apps/web'],
  ];
  for (const [name, folder] of workspaces) {
    symlinkSync(join(copy, folder), join(copy, 'node_modules', '@senda', name));
  }
  symlinkSync(join(REPO, 'apps/web/node_modules'), join(copy, 'apps/web/node_modules'));
  git(copy, 'init', '-q');
  git(copy, 'add', '-A');
  git(copy, 'commit', '-q', '--no-verify', '-m', 'the repository before the flow');
  return copy;
}

let copy: string | undefined;
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
}, 120_000);

describe('adding a service flow', () => {
  it(`is new files in its own folders and at most ${MAX_EXISTING_FILES} existing files changed`, () => {
    copy = copyOfRepo();
    const root = copy;
    for (const [file, text] of Object.entries(SCRATCH_FILES)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    for (const [file, edit] of Object.entries(SCRATCH_EDITS)) {
      writeFileSync(join(root, file), edit(readFileSync(join(root, file), 'utf8')));
    }
    execFileSync(process.execPath, [join(REPO, 'node_modules/tsx/dist/cli.mjs'), 'scripts/docs-tables.ts'], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    // The flow is found everywhere, with nothing else changed: the lists' own tests pass with it.
    writeFileSync(join(root, 'tests/scratch-flow-found.test.ts'), FOUND_CHECK);
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
    );
    let output = '';
    let passed = true;
    try {
      execFileSync(
        process.execPath,
        [
          join(REPO, 'node_modules/vitest/vitest.mjs'),
          'run',
          ...[...new Set(LIST_TESTS.map(([project]) => project))].flatMap((project) => [
            '--project',
            project,
          ]),
          ...LIST_TESTS.map(([, file]) => file),
        ],
        { cwd: root, env, encoding: 'utf8', stdio: 'pipe' },
      );
    } catch (error) {
      passed = false;
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      output = `${stdout ?? ''}\n${stderr ?? ''}`;
    }
    expect(passed, output.slice(-6000)).toBe(true);
    const changed = git(root, 'status', '--porcelain', '--untracked-files=no')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    expect(changed.sort()).toEqual([...Object.keys(SCRATCH_EDITS), ...GENERATED].sort());
    expect(changed.length).toBeLessThanOrEqual(MAX_EXISTING_FILES);
  }, 600_000);
});
