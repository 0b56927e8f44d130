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
 * The existing files adding a flow changes: none. Everything is new files in the flow's own wings,
 * its texts included (its `messages.<locale>.json`, found and merged by core's message-files.ts);
 * its calls, journey and scenarios are described in its wing's README.md, so `npm run docs:tables`
 * leaves the shared docs as they are.
 */
const EXPECTED_EXISTING_FILES: readonly string[] = [];

const REPO = join(import.meta.dirname, '..');

/**
 * A termination-shaped scratch flow, in its three wings: core's `flows/scratch-flow/` (its flow.ts
 * with routes, request type and history label, step-up action, refusal code, the line notice it
 * answers, its row on the line page, its box on the line page (its `scratch-flow.line-box.ts`),
 * its gateway call, its
 * eligibility query, read through the sandbox in the check, and a machine), the app's `features/manage/scratch-flow/` (its pages, line
 * action with the history row's action, line box, story, coverage), its row of the browser walk table
 * (`apps/web/tests/browser/walks/`), the sandbox's `flows/scratch-flow/` (its
 * flow.ts with the step-up words and failure, its handlers, its service with the step-up and the fee
 * paid on the shared payment pages, its mail kind, its records in the state, and its scenario opening its own page with a
 * request in the history), its journey file of two
 * steps, its contract case, and its texts in both languages (its wing's `messages.<locale>.json`,
 * their ids typed by its `messages.ts`). It is paid on the shared service payment pages. New files
 * only.
 */
const SCRATCH_FILES: Record<string, string> = {
  'journeys/scratch-flow.json': `${JSON.stringify(
    {
      version: 1,
      id: 'scratch-flow',
      revision: 1,
      title: 'Scratch flow: the request, then confirm',
      onboarding: {
        steps: [
          {
            name: 'request',
            route: '/manage/scratch-flow',
            layout: 'main-authenticated',
            analyticsPageName: 'Scratch Request',
            faq: { enabled: false },
            exits: ['line'],
          },
          {
            name: 'confirm',
            route: '/manage/scratch-flow/confirm',
            layout: 'main-authenticated',
            analyticsPageName: 'Scratch Confirm',
            faq: { enabled: false },
            final: true,
          },
        ],
        exits: [{ name: 'line', route: '/manage/order', description: 'Back to the line page, nothing sent' }],
      },
    },
    null,
    2,
  )}\n`,
  'packages/core/src/flows/scratch-flow/flow.ts': `import { defineFlow, lineRemedy, lineRow } from '../define-flow.ts';

export default defineFlow({
  id: 'scratch-flow',
  order: 1000,
  journey: 'scratch-flow',
  routes: {
    '/manage/scratch-flow': 'scratch_flow.title',
    '/manage/scratch-flow/confirm': 'scratch_flow.confirm.title',
  },
  lineAction: { labelId: 'line.action.scratch_flow', path: '/manage/scratch-flow' },
  servicePayment: true,
  scenarios: ['scratch-flow-eligible'],
  texts: ['scratch_flow'],
  manageTexts: ['scratch_flow.row'],
  requestTypes: { SCRATCH_REQUEST: 'scratch_flow.row.type' },
  stepUpActions: ['SCRATCH'],
  errorCodes: [{ code: 'SCRATCH_NOT_ELIGIBLE', errorId: 422990, messageId: 'scratch_flow.refusal' }],
  lineRemedies: [
    lineRemedy({
      answers: 'renewal_card',
      labelId: 'line.action.scratch_flow',
      path: '/manage/scratch-flow',
      needs: { status: true },
      offered: (line: { status: string }) => line.status === 'Active',
    }),
  ],
  lineRows: [
    lineRow({
      key: 'scratch-flow',
      labelId: 'scratch_flow.row.label',
      after: 'sim',
      needs: { status: true },
      content: (line: { status: string }) =>
        line.status === 'Active'
          ? {
              value: { id: 'scratch_flow.row.value', values: { status: line.status } },
              link: { labelId: 'line.action.scratch_flow', path: '/manage/scratch-flow' },
            }
          : null,
    }),
  ],
});
`,
  'packages/core/src/flows/scratch-flow/scratch-flow.line-box.ts': `import { lineBox } from '../../machines/line-home/flow-line-box.ts';

export default lineBox({
  key: 'scratch-flow',
  placement: 'after-status',
  needs: { status: true },
  shown: (line: { status: string }) => line.status === 'Active',
  replaces: ['scratch-flow'],
});
`,
  'packages/core/src/flows/scratch-flow/messages.ts': `import type texts from './messages.en-US.json';

export type ScratchFlowMessageId = keyof typeof texts;

declare module '../../i18n/messages/wing-messages.ts' {
  interface WingMessages {
    'scratch-flow': typeof texts;
  }
}
`,
  'packages/core/src/flows/scratch-flow/README.md': `# Scratch flow

| resource | name | method | path | C | notes |
|---|---|---|---|---|---|
| scratch-flow | scratchEligibility | GET | scratch-service/v1/eligibility |  | eligible |

| file | journey | its pages |
|---|---|---|
| \`scratch-flow.json\` | the scratch request, then confirm | \`/manage/scratch-flow…\` |
`,
  'packages/core/src/flows/scratch-flow/scratch-flow.endpoint.ts': `import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../gateway/endpoint.ts';
import type { GatewayClient } from '../../gateway/gateway-client.ts';

export const scratchEligibilityEndpoint = defineEndpoint({
  name: 'scratchEligibility',
  method: 'GET',
  path: 'scratch-service/v1/eligibility',
  credentials: false,
  response: resultEnvelope(v.object({ eligible: v.boolean() })),
});

export const scratchEligibility = async (client: GatewayClient) =>
  (await client.call(scratchEligibilityEndpoint, {})).result;
`,
  'packages/core/src/flows/scratch-flow/endpoints.ts': `import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';
import { scratchEligibilityEndpoint } from './scratch-flow.endpoint.ts';

export default defineFlowEndpoints('scratch-flow', [scratchEligibilityEndpoint]);
`,
  'packages/core/src/flows/scratch-flow/scratch-flow.queries.ts': `import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { customerQuery } from '../../queries/query-definition.ts';
import { scratchEligibility } from './scratch-flow.endpoint.ts';

export const scratchEligibilityQuery = (gateway: GatewayClient, line: { orderRef: string }) =>
  customerQuery(gateway, ['lines', line.orderRef, 'scratch', 'eligibility'], (client) => scratchEligibility(client));
`,
  'packages/core/src/flows/scratch-flow/scratch-flow.machine.ts': `import { setup } from 'xstate';

export const scratchFlowMachine = setup({}).createMachine({
  id: 'scratchFlow',
  initial: 'request',
  states: { request: { on: { NEXT: 'confirm' } }, confirm: {} },
});
`,
  'packages/core/src/flows/scratch-flow/index.ts': `export { scratchEligibilityEndpoint } from './scratch-flow.endpoint.ts';
export { scratchFlowMachine } from './scratch-flow.machine.ts';
export { scratchEligibilityQuery } from './scratch-flow.queries.ts';
export type { ScratchFlowMessageId } from './messages.ts';
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
  pageNames: { '/manage/scratch-flow': 'Scratch Request', '/manage/scratch-flow/confirm': 'Scratch Confirm' },
});
`,
  'apps/web/src/features/manage/scratch-flow/scratch-flow.line-action.ts': `import { defineLineAction } from '../flow-app';

export default defineLineAction('scratch-flow', () => null);
`,
  'apps/web/src/features/manage/scratch-flow/scratch-flow.line-box.ts': `import { defineLineBox } from '../flow-app';

export default defineLineBox('scratch-flow', () => null);
`,
  'apps/web/src/features/manage/scratch-flow/scratch-flow.row-actions.ts': `import { defineRowActions } from '../flow-app';

export default defineRowActions('scratch-flow', { SCRATCH_REQUEST: () => null });
`,
  'apps/web/src/features/manage/scratch-flow/scratch-flow.coverage.ts': `import { scratchFlowMachine } from '@senda/core/flows/scratch-flow';
import { defineFlowCoverage } from '../flow-app';

export default defineFlowCoverage('scratch-flow', scratchFlowMachine);
`,
  'apps/web/src/features/manage/scratch-flow/scratch-flow-page.stories.tsx': `export default { title: 'Manage/Scratch flow' };

export const Request = {
  parameters: { machineStates: ['scratchFlow.request'], senda: { route: '/manage/scratch-flow' } },
};

export const Confirm = {
  parameters: { machineStates: ['scratchFlow.confirm'], senda: { route: '/manage/scratch-flow/confirm' } },
};
`,
  'apps/web/tests/browser/walks/scratch-flow.walk.ts': `import type { ScenarioName } from '@senda/sandbox';
import { defineFlowWalk } from '../flow-walk';

export default defineFlowWalk({
  flow: 'scratch-flow',
  scenario: 'scratch-flow-eligible' as ScenarioName,
  steps: {
    request: async ({ page }) => {
      await page.getByRole('button').first().click();
    },
    confirm: async () => {},
  },
  result: { route: '/manage/scratch-flow/confirm', shows: (t) => t('scratch_flow.confirm.title') },
});
`,
  'packages/sandbox/src/flows/scratch-flow/flow.ts': `import { f } from '../../domain/failure-spec.ts';
import { texts } from '../../domain/language.ts';
import { defineSandboxFlow } from '../define-sandbox-flow.ts';

export default defineSandboxFlow({
  id: 'scratch-flow',
  stepUpWords: { SCRATCH: () => texts('probar un trámite', 'try a request') },
  failures: { scratchNotEligible: f(422, 422990, 'SCRATCH_NOT_ELIGIBLE', 'Not now.') },
});
`,
  'packages/sandbox/src/flows/scratch-flow/scratch-flow.handlers.ts': `import type { HttpHandler } from 'msw';
import { scratchEligibilityEndpoint } from '@senda/core/flows/scratch-flow';
import { gatewayRoute } from '../../handlers/gateway-route.ts';
import type { SandboxContext } from '../../handlers/sandbox-context.ts';

export function scratchFlowHandlers(ctx: SandboxContext): HttpHandler[] {
  return [gatewayRoute(ctx, scratchEligibilityEndpoint, () => ({ eligible: true }), { auth: 'none' })];
}
`,
  'packages/sandbox/src/flows/scratch-flow/scratch-flow.scenarios.ts': `import { defineScenarios } from '../../domain/scenario-recipe.ts';

export default defineScenarios({
  'scratch-flow-eligible': {
    description: 'eSIM line Active on Senda 200 with a scratch request waiting for its fee',
    simType: 'esim',
    autoRenewal: true,
    pages: ['scratch-flow', 'manageOrder'],
    arrange: (sandbox, line) => {
      sandbox.flow('scratch-flow').make(line);
    },
  },
});
`,
  'packages/sandbox/src/flows/scratch-flow/scratch-requests.ts': `import { AccountChanges } from '../../domain/account-changes.ts';
import type { Mailbox } from '../../domain/mailbox.ts';
import type { OrderService } from '../../domain/orders.ts';
import type { LineRecord, OrderRecord, ServiceRequestRecord } from '../../domain/sandbox-data.schema.ts';
import type { ServiceRequestService } from '../../domain/service-requests.ts';
import type { StateStore } from '../../domain/state-store.ts';

export const SCRATCH_TYPE = 'SCRATCH_REQUEST';

/** A scratch request: approved by the account's step-up, paid on the shared payment pages. */
export class ScratchService extends AccountChanges {
  constructor(
    private readonly store: StateStore,
    private readonly orders: OrderService,
    private readonly requests: ServiceRequestService,
    private readonly mailbox: Mailbox,
  ) {
    super();
    orders.paidServiceSteps.add({ name: 'scratch', moment: 'beforeConfirmation', run: (order) => this.applyPaid(order) });
  }

  submit(line: LineRecord, token: string | null): ServiceRequestRecord {
    this.requireStepUpProof(line.userId, 'SCRATCH', line.accountNumber, token);
    this.spendStepUpProof(line.userId, 'SCRATCH', line.accountNumber, token);
    return this.make(line);
  }

  /** The request and its fee's order, as a proven submit makes them. */
  make(line: LineRecord): ServiceRequestRecord {
    const user = this.store.data.users[line.userId];
    if (!user) throw new Error('no customer');
    const order = this.orders.createServiceOrder(user, {
      item: { itemType: 'FEE', sku: 'SCRATCH-FEE', amount: 10 },
      simType: line.simType,
      msisdn: line.msisdn,
      accountNumber: line.accountNumber,
    });
    return this.requests.create(line, {
      type: SCRATCH_TYPE,
      plan: [{ status: 'PENDING_PAYMENT', afterMs: 0 }],
      details: { feeOrderRef: order.orderRef },
    });
  }

  private applyPaid(order: OrderRecord): void {
    const request = Object.values(this.store.data.serviceRequests).find(
      (record) => record.type === SCRATCH_TYPE && record.details?.feeOrderRef === order.orderRef,
    );
    if (!request) return;
    this.requests.moveTo(request, 'DONE');
    this.mailbox.send({
      channel: 'email',
      to: order.email ?? '',
      subject: 'Scratch request done',
      body: 'Your scratch request is done.',
      kind: 'scratch_done',
      requestId: request.requestId,
    });
  }
}
`,
  'packages/sandbox/src/flows/scratch-flow/scratch-flow.service.ts': `import { defineSandboxService } from '../define-sandbox-service.ts';
import { ScratchService } from './scratch-requests.ts';

declare module '../../domain/flow-services.ts' {
  interface SandboxFlowServices {
    'scratch-flow': ScratchService;
  }
}

export default defineSandboxService('scratch-flow', (sandbox) => {
  const service = new ScratchService(sandbox.store, sandbox.orders, sandbox.serviceRequests, sandbox.mailbox);
  service.guardAccountChanges(sandbox.stepUp, sandbox.accountNotices);
  return service;
});
`,
  'packages/sandbox/src/flows/scratch-flow/scratch-flow.records.ts': `import * as v from 'valibot';
import { defineSandboxRecords } from '../define-sandbox-records.ts';

declare module '../../domain/sandbox-data.schema.ts' {
  interface WingRecords {
    scratchNotes: Record<string, string>;
  }
}

export default defineSandboxRecords({
  scratchNotes: { schema: v.record(v.string(), v.string()), empty: () => ({}) },
});
`,
  'packages/sandbox/src/flows/scratch-flow/scratch-flow.mail-kinds.ts': `declare module '../../domain/sandbox-data.schema.ts' {
  interface WingMailKinds {
    scratch_done: true;
  }
}

/** The scratch request done, once its fee is paid. */
export default ['scratch_done'] as const;
`,
  'packages/sandbox/tests/contract-cases/scratch-flow.contract-cases.ts': `import type { ContractCases } from '../support/contract-kit.ts';

const cases: ContractCases = { scratchEligibility: () => ({}) };

export default cases;
`,
};

/** Its texts, in both languages (their namespace is in its flow.ts, `texts`). */
const SCRATCH_TEXTS = {
  'es-MX': {
    'scratch_flow.title': 'Trámite de prueba',
    'scratch_flow.confirm.title': 'Confirma el trámite',
    'scratch_flow.row.type': 'Trámite de prueba',
    'scratch_flow.row.label': 'Prueba',
    'scratch_flow.row.value': 'Lista ({status})',
    'scratch_flow.refusal': 'Este trámite no está disponible ahora.',
    'line.action.scratch_flow': 'Probar',
  },
  'en-US': {
    'scratch_flow.title': 'Scratch request',
    'scratch_flow.confirm.title': 'Confirm the request',
    'scratch_flow.row.type': 'Scratch request',
    'scratch_flow.row.label': 'Scratch',
    'scratch_flow.row.value': 'Ready ({status})',
    'scratch_flow.refusal': 'This request is not available now.',
    'line.action.scratch_flow': 'Try it',
  },
};
for (const [locale, texts] of Object.entries(SCRATCH_TEXTS)) {
  SCRATCH_FILES[`packages/core/src/flows/scratch-flow/messages.${locale}.json`] =
    `${JSON.stringify(texts, null, 2)}\n`;
}

/**
 * Checks, in the copy, that every list the flow belongs to has it: written there as a new file,
 * run with the tests that hold the lists to the flows (the route table's, the line actions', the
 * message areas', Storybook's, the sandbox's contract, the journey files').
 */
const FOUND_CHECK = `import { scratchEligibilityQuery } from '@senda/core/flows/scratch-flow';
import { bundles, errorMessageId, isMessageId } from '@senda/core/i18n';
import { FLOW_WINGS } from '../packages/core/src/flow-declarations/flow-registry.ts';
import {
  allEndpoints,
  createGatewayClient,
  KNOWN_SERVICE_REQUEST_TYPES,
  KNOWN_STEP_UP_ACTIONS,
} from '@senda/core/gateway';
import { messageAreaOf } from '@senda/core/i18n';
import { lineHomeView } from '@senda/core/machines/line-home';
import { serviceRequestKindLabel } from '@senda/core/machines/service-request-template';
import { flowRouteTitle, LINE_ACTION_FLOWS, messageAreasOfPage, PAID_FLOWS, SERVICE_FLOWS } from '@senda/core/navigation';
import { SandboxState } from '@senda/sandbox';
import { createSandboxServer } from '@senda/sandbox/node';
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { LineSchema } from '../packages/core/src/gateway/lines/line.schema.ts';
import { LINE } from '../packages/core/src/gateway/test-support/line-fixture.ts';
import { PAGE_ROUTES } from '../apps/web/src/app/route-table.ts';
import { FLOW_LINE_ACTIONS } from '../apps/web/src/features/manage/flow-line-actions.tsx';
import { LINE_BOX_COMPONENTS } from '../apps/web/src/features/manage/flow-line-boxes.ts';
import { FLOW_ROW_ACTIONS } from '../apps/web/src/features/manage/request-row-actions.tsx';
import { FLOW_MACHINES } from '../apps/web/src/storybook/coverage/screen-states.ts';

it('finds the scratch flow in every list', async () => {
  expect(SERVICE_FLOWS.map((flow) => flow.id)).toContain('scratch-flow');
  expect(LINE_ACTION_FLOWS.map((flow) => flow.id)).toContain('scratch-flow');
  expect(PAID_FLOWS.map((flow) => flow.id)).toContain('scratch-flow');
  expect(flowRouteTitle('/manage/scratch-flow/confirm')).toBe('scratch_flow.confirm.title');
  expect(PAGE_ROUTES.find((route) => route.path === '/manage/scratch-flow')?.pageName).toBe('Scratch Request');
  expect(messageAreasOfPage('/manage/scratch-flow')).toContain('flows');
  expect(messageAreaOf('scratch_flow.row.type')).toBe('manage');
  expect(FLOW_LINE_ACTIONS['scratch-flow']).toBeDefined();
  expect(FLOW_ROW_ACTIONS.SCRATCH_REQUEST).toBeDefined();
  expect(FLOW_MACHINES['scratch-flow']?.id).toBe('scratchFlow');
  expect(allEndpoints.map((endpoint) => endpoint.name)).toContain('scratchEligibility');
  expect(KNOWN_SERVICE_REQUEST_TYPES).toContain('SCRATCH_REQUEST');
  expect(serviceRequestKindLabel('SCRATCH_REQUEST')).toBe('scratch_flow.row.type');
  expect(KNOWN_STEP_UP_ACTIONS).toContain('SCRATCH');
  expect(errorMessageId({ errorId: 422990 })).toBe('scratch_flow.refusal');
  expect(bundles['es-MX']['scratch_flow.confirm.title']).toBe('Confirma el trámite');
  expect(isMessageId('scratch_flow.row.type')).toBe(true);
  // Its sandbox wing: the scenario opens its page with its history row, a request whose fee is
  // paid on the shared payment pages; its service asks for the step-up and mails its own kind.
  const state = new SandboxState();
  const customer = state.scenarios.create('scratch-flow-eligible');
  expect(customer.links.open).toContain('/manage/scratch-flow?');
  const [row] = state.serviceRequests.onLine(customer.accountNumber, 'SCRATCH_REQUEST');
  expect(state.serviceRequests.progress(row!).status).toBe('PENDING_PAYMENT');
  const line = state.lines.forOrder(customer.orderRef)!;
  expect(() => state.flow('scratch-flow').submit(line, null)).toThrow(/step-up|STEP_UP/i);
  state.orders.markPaid(row!.details!.feeOrderRef!, 'txn_scratch');
  expect(state.serviceRequests.progress(row!).status).toBe('DONE');
  expect(state.mailbox.list().map((mail) => mail.kind)).toContain('scratch_done');
  expect(SandboxState.fromJSON(state.serialize()).lastLoad).toEqual({ kind: 'loaded' });
  // Its records in the sandbox's state, kept across a reload.
  state.store.data.scratchNotes.note = 'kept';
  expect(SandboxState.fromJSON(state.serialize()).store.data.scratchNotes).toEqual({ note: 'kept' });
  // The line notice it answers (card update, earlier in the flows' order, answers it first).
  expect(FLOW_WINGS.find((wing) => wing.id === 'scratch-flow')?.lineRemedies[0]?.path).toBe('/manage/scratch-flow');
  // Its row on the line page, after the SIM's, on the lines it speaks of, with its link.
  const rowOf = (status: string) =>
    lineHomeView(v.parse(LineSchema, { ...LINE, status })).rows.find((row) => row.key === 'scratch-flow');
  expect(rowOf('Active')).toEqual({
    key: 'scratch-flow',
    labelId: 'scratch_flow.row.label',
    after: 'sim',
    value: { id: 'scratch_flow.row.value', values: { status: 'Active' } },
    note: null,
    link: { labelId: 'line.action.scratch_flow', path: \`/manage/scratch-flow?orderRef=\${LINE.orderRef}\` },
  });
  expect(rowOf('Grace')).toBeUndefined();
  // Its box on the line page, after the status, on the lines it shows on, with its app component;
  // its line action is left out of the actions while the box shows.
  const viewOf = (status: string) => lineHomeView(v.parse(LineSchema, { ...LINE, status }));
  expect(viewOf('Active').boxes).toContainEqual({ key: 'scratch-flow', placement: 'after-status' });
  expect(viewOf('Active').replacedActions).toContain('scratch-flow');
  expect(viewOf('Grace').boxes.map((box) => box.key)).not.toContain('scratch-flow');
  expect(viewOf('Grace').replacedActions).not.toContain('scratch-flow');
  expect(LINE_BOX_COMPONENTS['scratch-flow']).toBeDefined();
  expect(messageAreaOf('scratch_flow.row.label')).toBe('manage');
  const sandbox = createSandboxServer();
  sandbox.listen();
  try {
    const answer = await fetch('http://storefront.test/gateway/scratch-service/v1/eligibility');
    expect(answer.status).toBe(200);
    // Its eligibility query, as the line page reads it: through the gateway client, answered by
    // its sandbox handlers.
    const gateway = createGatewayClient({
      baseUrl: 'http://storefront.test/gateway',
      session: {
        getAccessToken: () => undefined,
        setAccessToken: () => {},
        getDeviceId: () => 'scratch-device',
        getVisitorId: () => undefined,
        logoutTarget: () => '/web/login',
        endSession: () => {},
      },
    });
    const eligibility = scratchEligibilityQuery(gateway, { orderRef: customer.orderRef });
    expect(eligibility.queryKey).toEqual(['customer', 'lines', customer.orderRef, 'scratch', 'eligibility']);
    expect(await eligibility.queryFn({ signal: new AbortController().signal })).toEqual({ eligible: true });
    const scenario = await fetch('http://storefront.test/mocks/scenarios', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: 'scratch-flow-eligible' }),
    });
    expect(scenario.status).toBe(201);
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
  // The browser walk's table: the flow's row (its walks/<flow>.walk.ts) answers its journey's steps.
  ['web', 'tests/flow-walks.test.ts'],
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
  it('is new files in its own wings, and changes no existing file', () => {
    copy = copyOfRepo();
    const root = copy;
    for (const [file, text] of Object.entries(SCRATCH_FILES)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    execFileSync(process.execPath, [join(REPO, 'node_modules/tsx/dist/cli.mjs'), 'scripts/docs-tables.ts'], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    // Its journey file passes the journeys' own check (its steps' routes are its pages, its screens
    // from the line page within bounds), as \`npm run journeys:check\` runs it.
    execFileSync(
      process.execPath,
      [join(REPO, 'node_modules/tsx/dist/cli.mjs'), 'scripts/journeys-check.ts'],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      },
    );
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
    expect(changed.sort()).toEqual([...EXPECTED_EXISTING_FILES].sort());
  }, 600_000);
});
