import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { afterPageSettles } from './after-page-settles';

/**
 * A part of a page that loads its code (and its reads) only once the page has settled: the first
 * paint, the first load and the first screen's downloads never wait for it, and the prerendered HTML
 * (which has none of it) hydrates as it was written. A chunk that cannot load shows nothing rather
 * than a second error. `placeholder` stands in its place until it is drawn (a skeleton of its size).
 */
export function lazyAfterPageSettles<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  placeholder: ReactNode = null,
) {
  const Chunk = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (): { default: ComponentType<Props> } => ({ default: () => null }),
    ),
  );
  return function AfterPageSettles(props: Props) {
    const [settled, setSettled] = useState(false);
    useEffect(() => afterPageSettles(window, () => setSettled(true)), []);
    if (!settled) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Chunk {...props} />
      </Suspense>
    );
  };
}
