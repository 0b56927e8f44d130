import type { Line } from '../../gateway/lines/line.schema.ts';
import { lineBox } from '../../machines/line-home/flow-line-box.ts';

/**
 * The line's word on the mobile line registry, under its number (registered with its folio, or
 * what to do), when the line's data says anything of it (line-registry.view.ts's
 * lineRegistryStatusView draws it).
 */
export default lineBox({
  key: 'line-registry',
  placement: 'under-number',
  needs: { registry: true },
  shown: (line: Partial<Pick<Line, 'registry'>>) => line.registry !== undefined,
});
