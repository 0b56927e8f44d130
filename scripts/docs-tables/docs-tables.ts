import { FLOW_ENDPOINTS, FLOW_MANIFESTS } from '@senda/core/navigation';
import { SCENARIO_NAMES, scenarioOpenPath } from '@senda/sandbox';
import { FLOW_WINGS } from '../../packages/core/src/flow-declarations/flow-registry.ts';

/**
 * The docs' tables of flows, written from the flows' own files (their manifests, their
 * `<flow>.endpoints.ts`, the journeys/ folder), so a new flow reaches the docs by running
 * `npm run docs:tables`, not by a person editing a list. Each table sits between two marker
 * comments (`<!-- docs:tables NAME -->` … `<!-- /docs:tables NAME -->`); the prose around it is
 * the author's. A row's prose cells (a call's notes, a journey's description) are the author's
 * too: kept from the row already there, by its key, and empty for a new row until someone writes
 * them.
 *
 * A flow moved to its wings documents itself: its calls, its journey and its scenarios are in its
 * folder's README.md (`packages/core/src/flows/<flow>/`), beside its flow.ts, so adding one changes
 * no shared doc. The shared tables keep the flows not moved yet.
 */
export interface DocsTable {
  /** The file, from the repository's root. */
  file: string;
  /** The name in its markers. */
  name: string;
  /** The table (header, separator, rows), from the data and the rows already there. */
  render: (previousRows: readonly string[][]) => string;
}

/** The data the tables are written from; the tests pass a scratch flow's. */
export interface DocsData {
  flows: readonly {
    id: string;
    journey: string | null;
    routes: Readonly<Record<string, unknown>>;
    scenarios: readonly string[];
  }[];
  /** The flows that are wings: their rows are in their own README, not in the shared tables. */
  wings: readonly string[];
  endpoints: Readonly<
    Record<string, readonly { name: string; method: string; path: string; credentials: boolean }[]>
  >;
  journeyFiles: readonly string[];
  /** The sandbox's scenarios, in their order, with the page each opens. */
  scenarios: readonly { name: string; opens: string | undefined }[];
}

export const docsDataOfRepo = (journeyFiles: readonly string[]): DocsData => ({
  flows: FLOW_MANIFESTS,
  wings: FLOW_WINGS.map((wing) => wing.id),
  endpoints: FLOW_ENDPOINTS,
  journeyFiles,
  scenarios: SCENARIO_NAMES.map((name) => ({ name, opens: scenarioOpenPath(name) })),
});

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`.replace(/ {2}\|/g, ' |');
const table = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  [row(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(row)].join('\n');

/** A table's rows as cells (the header and separator left out); `\|` stays inside its cell. */
export function rowsOf(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[-| ]+\|$/.test(line))
    .slice(1)
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

/** The previous row whose cell `column` is `key`, or none. */
const previous = (rows: readonly string[][], column: number, key: string) =>
  rows.find((cells) => cells[column] === key);

/** The files and scenarios the wings document in their own README, left out of the shared tables. */
function ownedByWings(data: DocsData) {
  const wings = data.flows.filter((flow) => data.wings.includes(flow.id));
  return {
    journeyFiles: wings.flatMap((flow) => (flow.journey ? [`${flow.journey}.json`] : [])),
    scenarios: wings.flatMap((flow) => flow.scenarios),
  };
}

export function docsTables(data: DocsData): DocsTable[] {
  const owned = ownedByWings(data);
  const sharedFlows = data.flows.filter((flow) => !data.wings.includes(flow.id));
  return [
    {
      file: 'docs/GATEWAY-CONTRACT.md',
      name: 'flow-endpoints',
      // The calls each service flow's `<flow>.endpoints.ts` adds, in the flows' order; `resource`
      // and `notes` are the author's (the resource defaults to the flow's id).
      render: (rows) =>
        table(
          ['resource', 'name', 'method', 'path', 'C', 'notes'],
          sharedFlows.flatMap((flow) =>
            (data.endpoints[flow.id] ?? []).map((endpoint) => {
              const kept = previous(rows, 1, endpoint.name);
              return [
                kept?.[0] || flow.id,
                endpoint.name,
                endpoint.method,
                endpoint.path,
                endpoint.credentials ? 'C' : '',
                kept?.[5] ?? '',
              ];
            }),
          ),
        ),
    },
    {
      file: 'journeys/README.md',
      name: 'journey-files',
      // Every file in journeys/, in its flow's order (a file no flow has yet comes last); what the
      // journey is is the author's, its pages default to its flow's first page.
      render: (rows) => {
        const ordered = [
          ...data.flows.flatMap((flow) => (flow.journey ? [`${flow.journey}.json`] : [])),
          ...data.journeyFiles,
        ].filter(
          (file, index, files) =>
            data.journeyFiles.includes(file) &&
            !owned.journeyFiles.includes(file) &&
            files.indexOf(file) === index,
        );
        return table(
          ['file', 'journey', 'its pages'],
          ordered.map((file) => {
            const kept = previous(rows, 0, `\`${file}\``);
            const flow = data.flows.find((each) => `${each.journey}.json` === file);
            const firstPage = Object.keys(flow?.routes ?? {})[0];
            return [`\`${file}\``, kept?.[1] ?? '', kept?.[2] || (firstPage ? `\`${firstPage}…\`` : '')];
          }),
        );
      },
    },
    {
      file: 'packages/sandbox/README.md',
      name: 'scenarios',
      // Every scenario, the base ones and each flow's scenarios file's, in their order; who the
      // customer is is the author's, the page it opens defaults to its first page.
      render: (rows) =>
        table(
          ['`scenario`', 'the customer', '`links.open`'],
          data.scenarios
            .filter(({ name }) => !owned.scenarios.includes(name))
            .map(({ name, opens }) => {
              const kept = previous(rows, 0, `\`${name}\``);
              return [`\`${name}\``, kept?.[1] ?? '', kept?.[2] || (opens ? `\`${opens}\`` : '')];
            }),
        ),
    },
  ];
}

const markers = (name: string) => [`<!-- docs:tables ${name} -->`, `<!-- /docs:tables ${name} -->`] as const;

/** The file's text with the table written between its markers; throws when they are missing. */
export function withTable(text: string, docsTable: DocsTable): string {
  const [open, close] = markers(docsTable.name);
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start < 0 || end < start) {
    throw new Error(`${docsTable.file}: no "${open}" … "${close}" markers around its table`);
  }
  const inside = text.slice(start + open.length, end);
  return `${text.slice(0, start + open.length)}\n${docsTable.render(rowsOf(inside))}\n${text.slice(end)}`;
}

/** Every file with its tables written: its path and its text. */
export function writtenDocs(data: DocsData, read: (file: string) => string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const docsTable of docsTables(data)) {
    texts.set(docsTable.file, withTable(texts.get(docsTable.file) ?? read(docsTable.file), docsTable));
  }
  return texts;
}
