import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './layout.module.css';

/** Steps of the spacing scale in tokens.css (--space-N). */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12;
type Align = 'start' | 'center' | 'end' | 'stretch';
type Justify = 'start' | 'center' | 'end' | 'between';
type LayoutTag = 'div' | 'section' | 'ul' | 'ol' | 'form' | 'main' | 'footer' | 'nav';

const alignClass: Record<Align, string | undefined> = {
  start: styles.alignStart,
  center: styles.alignCenter,
  end: styles.alignEnd,
  stretch: styles.alignStretch,
};

const justifyClass: Record<Justify, string | undefined> = {
  start: styles.justifyStart,
  center: styles.justifyCenter,
  end: styles.justifyEnd,
  between: styles.justifyBetween,
};

export interface StackProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  gap?: SpaceStep;
  align?: Align;
  as?: LayoutTag;
}

/** Children in a column with an even gap: the vertical rhythm of a screen. */
export function Stack({ children, gap = 4, align, as: Tag = 'div', className, ...rest }: StackProps) {
  return (
    <Tag {...rest} className={cx(styles.stack, styles[`gap${gap}`], align && alignClass[align], className)}>
      {children}
    </Tag>
  );
}

export interface ClusterProps extends StackProps {
  justify?: Justify;
  wrap?: boolean;
}

/** Children in a wrapping row: button rows, badges, icon + text. */
export function Cluster({
  children,
  gap = 3,
  align,
  justify,
  wrap = true,
  as: Tag = 'div',
  className,
  ...rest
}: ClusterProps) {
  return (
    <Tag
      {...rest}
      className={cx(
        styles.cluster,
        styles[`gap${gap}`],
        align && alignClass[align],
        justify && justifyClass[justify],
        !wrap && styles.nowrap,
        className,
      )}
    >
      {children}
    </Tag>
  );
}
