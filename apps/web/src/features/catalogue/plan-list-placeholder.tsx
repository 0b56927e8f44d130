import { useIntl } from 'react-intl';
import { CardGrid } from '../../design-system/card-grid/card-grid';
import { Skeleton } from '../../design-system/skeleton/skeleton';
import { Spinner } from '../../design-system/spinner/spinner';

const PLACEHOLDER_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

/**
 * Placeholders while the catalogue loads: three, or two rows of three on a desktop grid, so what
 * follows the list starts below the fold and is not pushed down when the plans arrive. Drawn by
 * the plan list and by plan selection's prerendered frame, so it is part of the first load: it
 * imports components from their own files, never the design-system index.
 */
export function PlanListPlaceholder({ columns }: { columns: 1 | 2 | 3 }) {
  const intl = useIntl();
  return (
    <>
      <Spinner size="sm" label={intl.formatMessage({ id: 'home.plans.loading' })} />
      <CardGrid as="div" columns={columns}>
        {PLACEHOLDER_KEYS.slice(0, columns === 3 ? 6 : 3).map((key) => (
          <Skeleton key={key} shape="card" />
        ))}
      </CardGrid>
    </>
  );
}
