import type { CSSProperties } from 'react';
import { cx } from '../internal/cx';
import styles from './skeleton.module.css';

/**
 * 'inline': one word or figure inside a line of text, as tall as that text's line (it holds a
 * space of the surrounding font), so the line keeps the height the text will give it.
 */
export type SkeletonShape = 'block' | 'text' | 'card' | 'circle' | 'inline';

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** CSS length; block and text default to the full width, inline to 6em. */
  width?: string;
  /** CSS length for block and circle. */
  height?: string;
  /** Number of lines for 'text'. */
  lines?: number;
  className?: string;
}

/**
 * A placeholder shaped like the content that is coming. It is hidden from assistive technology:
 * wrap the loading area in an element with aria-busy, or put a labelled Spinner beside it.
 * The shimmer only runs when the user has not asked for reduced motion.
 */
export function Skeleton({ shape = 'block', width, height, lines = 3, className }: SkeletonProps) {
  const style = {
    ...(width ? { '--skeleton-width': width } : {}),
    ...(height ? { '--skeleton-height': height } : {}),
  } as CSSProperties;
  if (shape === 'text') {
    return (
      <span className={cx(styles.lines, className)} style={style} aria-hidden="true">
        {Array.from({ length: Math.max(1, lines) }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity.
          <span key={i} className={cx(styles.base, styles.line)} />
        ))}
      </span>
    );
  }
  if (shape === 'inline') {
    return (
      <span className={cx(styles.inline, className)} style={style} aria-hidden="true">
        {'\u00a0'}
        <span className={cx(styles.base, styles.inlineBar)} />
      </span>
    );
  }
  if (shape === 'card') {
    return (
      <span className={cx(styles.card, className)} style={style} aria-hidden="true">
        <span className={cx(styles.base, styles.cardTitle)} />
        <span className={cx(styles.base, styles.cardFigure)} />
        <span className={styles.lines}>
          <span className={cx(styles.base, styles.line)} />
          <span className={cx(styles.base, styles.line)} />
        </span>
        <span className={cx(styles.base, styles.cardButton)} />
      </span>
    );
  }
  return <span className={cx(styles.base, styles[shape], className)} style={style} aria-hidden="true" />;
}
