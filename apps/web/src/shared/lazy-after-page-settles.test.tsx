import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyAfterPageSettles } from './lazy-after-page-settles';

describe('a part loaded once the page has settled', () => {
  it('draws its placeholder in its place until then (the first render, the prerendered HTML)', () => {
    const load = vi.fn(async () => () => <p>the switch</p>);
    const Part = lazyAfterPageSettles(load, <span data-testid="skeleton" />);
    const html = renderToString(<Part />);
    expect(html).toBe('<span data-testid="skeleton"></span>');
    expect(load).not.toHaveBeenCalled();
  });

  it('draws nothing in its place without one', () => {
    const Part = lazyAfterPageSettles(async () => () => <p>the switch</p>);
    expect(renderToString(<Part />)).toBe('');
  });
});
