import { type CollectedEvent, type JourneyFunnel, revisionKey } from './journey-funnel.ts';

/**
 * /mocks/analytics as a page for a person: each journey's funnel per revision (visitors reaching
 * each step, and their share of the revision's visitors), then every event as it came. Plain HTML
 * with no script or style of its own, so the storefront's CSP lets it show on the storefront's origin.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const revisionName = (revision: number | null) =>
  revision === null ? 'no journey file' : `revision ${revision}`;

function funnelTable(funnel: JourneyFunnel): string {
  const head = funnel.revisions
    .map(
      ({ revision, visitors }) =>
        `<th scope="col">${escapeHtml(revisionName(revision))}: ${visitors} ${visitors === 1 ? 'visitor' : 'visitors'}</th>`,
    )
    .join('');
  const rows = funnel.rows
    .map((row) => {
      const cells = funnel.revisions
        .map(({ revision, visitors }) => {
          const reached = row.visitors[revisionKey(revision)] ?? 0;
          const share = visitors === 0 ? 0 : Math.round((reached / visitors) * 100);
          return `<td>${reached} (${share}%)</td>`;
        })
        .join('');
      const step = row.step === null ? '' : ` <small>(${escapeHtml(row.step)})</small>`;
      return `<tr><th scope="row">${escapeHtml(row.event)}${step}</th>${cells}</tr>`;
    })
    .join('\n');
  return `<table aria-label="${escapeHtml(funnel.journeyId)} funnel">
<caption>${escapeHtml(funnel.journeyId)}: visitors reaching each step, per revision</caption>
<thead><tr><th scope="col">event (step)</th>${head}</tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

export function analyticsPage(funnels: readonly JourneyFunnel[], events: readonly CollectedEvent[]): string {
  const tables = funnels.length
    ? funnels.map(funnelTable).join('\n')
    : '<p>No journey event yet: walk a journey in the storefront with analytics allowed.</p>';
  const list = events
    .map(
      ({ clientId, receivedAt, event }) =>
        `<li><code>${escapeHtml(receivedAt)}</code> <code>${escapeHtml(clientId)}</code> <code>${escapeHtml(JSON.stringify(event))}</code></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sandbox analytics</title></head>
<body>
<h1>What the storefront sent to its tag manager</h1>
<p>The sandbox's tag manager container forwards every event the storefront pushes to
<code>window.dataLayer</code> while the visitor's consent allows analytics. <code>DELETE /mocks/analytics</code>
forgets them; <code>Accept: application/json</code> gives the same as JSON.</p>
<h2>Funnels</h2>
${tables}
<h2>Events (${events.length})</h2>
<ol>
${list}
</ol>
</body>
</html>
`;
}
