import { FLOW_WINGS } from '../../flow-declarations/flow-registry.ts';
import type {
  LineDetail,
  LinePageFacts,
  LineRowLink,
  LineRowText,
} from '../../flow-declarations/flow-wing.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import {
  lineRemedyLink,
  neededFacts,
  type RemedyLine,
  type RemedyLink,
} from '../../navigation/line-remedies.ts';
import { managePath } from '../../navigation/order-paths.ts';

/** A flow's row on the line page, ready to render: its link resolved for this line. */
export interface LineRow {
  key: string;
  labelId: MessageId;
  after: LineDetail;
  value: LineRowText;
  note: LineRowText | null;
  link: RemedyLink | null;
}

const linkOf = (link: LineRowLink | undefined, line: RemedyLine, now: number): RemedyLink | null => {
  if (!link) return null;
  if ('notice' in link) return lineRemedyLink(link.notice, line, now);
  return { labelId: link.labelId, path: managePath(link.path, line.orderRef) };
};

/**
 * The rows the flows add to the line page's details, in the flows' order (each wing's flow.ts
 * lists its own in `lineRows`): each row's content is handed the facts it `needs` (the line's
 * fields and the page's) and no other; a row with nothing to say of this line is left out.
 */
export function lineRows(line: RemedyLine, page: LinePageFacts, now: number): LineRow[] {
  const facts = { ...line, ...page };
  return FLOW_WINGS.flatMap((wing) => wing.lineRows).flatMap((row) => {
    const content = row.content(neededFacts(row.needs, facts), now);
    if (!content) return [];
    return [
      {
        key: row.key,
        labelId: row.labelId,
        after: row.after,
        value: content.value,
        note: content.note ?? null,
        link: linkOf(content.link, line, now),
      },
    ];
  });
}
