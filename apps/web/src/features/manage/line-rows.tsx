import type { LineDetail, LineRow, LineRowText } from '@senda/core/machines/line-home';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DetailItem } from '../../design-system';

/**
 * The flows' rows on the line page (core's `view.rows`, each wing's flow.ts's `lineRows`) as the
 * details list's items: its label, its value, the sentence after it and its link. One rendering for
 * every flow: the page names none of them. Answers the rows to place after one of the page's details.
 */
export function useLineRowItems(rows: readonly LineRow[]): (after: LineDetail) => DetailItem[] {
  const intl = useIntl();
  const text = ({ id, values }: LineRowText) =>
    intl.formatMessage(
      { id },
      values &&
        Object.fromEntries(
          Object.entries(values).map(([name, value]) => [
            name,
            typeof value === 'object' ? intl.formatMessage({ id: value.id }) : value,
          ]),
        ),
    );
  return (after) =>
    rows
      .filter((row) => row.after === after)
      .map((row) => ({
        key: row.key,
        label: intl.formatMessage({ id: row.labelId }),
        value: (
          <>
            {text(row.value)}
            {row.note && <> {text(row.note)}</>}
            {row.link && (
              <>
                {' '}
                <Link to={row.link.path}>{intl.formatMessage({ id: row.link.labelId })}</Link>
              </>
            )}
          </>
        ),
      }));
}
