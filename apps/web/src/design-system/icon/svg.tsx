import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './icon.module.css';

export interface IconProps {
  /**
   * Accessible name. Without one the icon is decorative (aria-hidden), which is right whenever
   * text beside it already says the same thing.
   */
  title?: string;
  /** CSS length, e.g. '1rem' or '24px'. Defaults to 1.25rem (1.5rem for card brands). */
  size?: string;
  className?: string;
}

const sizeStyle = (size: string | undefined): CSSProperties | undefined =>
  size ? ({ '--icon-size': size } as CSSProperties) : undefined;

export interface SvgProps extends IconProps {
  children: ReactNode;
  viewBox?: string;
  extraClass?: string | undefined;
  stroke?: boolean;
}

export function Svg({
  title,
  size,
  className,
  children,
  viewBox = '0 0 24 24',
  extraClass,
  stroke = true,
}: SvgProps) {
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      className={cx(styles.root, extraClass, className)}
      style={sizeStyle(size)}
      viewBox={viewBox}
      xmlns="http://www.w3.org/2000/svg"
      fill="none"
      stroke={stroke ? 'currentColor' : undefined}
      strokeWidth={stroke ? 2 : undefined}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? title : undefined}
      aria-hidden={labelled ? undefined : true}
    >
      {children}
    </svg>
  );
}
