import { code128Modules } from '@senda/core/machines/payment-choice';

/**
 * A Code 128 barcode as SVG (core's code128Modules gives the bar and space widths): drawn crisp at
 * any size, with the quiet zones scanners need on both sides, and named for screen readers.
 */
export function Barcode({ value, label, height = 64 }: { value: string; label: string; height?: number }) {
  const modules = code128Modules(value);
  const quiet = 10;
  const width = modules.reduce((sum, module) => sum + module, 0) + quiet * 2;
  let x = quiet;
  const bars: { x: number; w: number }[] = [];
  modules.forEach((module, index) => {
    if (index % 2 === 0) bars.push({ x, w: module });
    x += module;
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      style={{ width: '100%', maxWidth: '24rem', height: `${height}px`, background: '#fff' }}
      shapeRendering="crispEdges"
    >
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x} y={0} width={bar.w} height={height} fill="#000" />
      ))}
    </svg>
  );
}
