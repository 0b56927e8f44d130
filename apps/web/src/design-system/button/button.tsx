import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { cx } from '../internal/cx';
import { Spinner } from '../spinner/spinner';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * The button classes on their own, for a router `<Link>` that must look like a button:
 * `<Link className={buttonClassName({ variant: 'secondary' })}>`.
 */
export const buttonClassName = ({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: ButtonStyleOptions = {}) =>
  cx(styles.root, styles[variant], size !== 'md' && styles[size], fullWidth && styles.fullWidth);

interface ButtonOwnProps extends ButtonStyleOptions {
  children: ReactNode;
  /** Icon before the label (decorative: give the icon no title). */
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
}

export interface ButtonProps
  extends ButtonOwnProps,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /**
   * Shows a spinner over the label, sets aria-busy and ignores clicks. The button stays focusable
   * (aria-disabled, not disabled) so focus is not lost mid-submit.
   */
  loading?: boolean;
  /** Announced while loading, e.g. "Procesando pago". */
  loadingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingLabel,
  iconStart,
  iconEnd,
  children,
  className,
  type = 'button',
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true') {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={cx(buttonClassName({ variant, size, fullWidth }), loading && styles.busy, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading ? true : rest['aria-disabled']}
      onClick={handleClick}
    >
      <span className={styles.content}>
        {iconStart}
        {children}
        {iconEnd}
      </span>
      {loading && (
        <span className={styles.spinner}>
          <Spinner size="sm" tone="current" />
          {loadingLabel && <VisuallyHidden>{loadingLabel}</VisuallyHidden>}
        </span>
      )}
    </button>
  );
}

export interface ButtonLinkProps
  extends ButtonOwnProps,
    Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A real link (navigation) styled as a button. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  iconStart,
  iconEnd,
  children,
  className,
  ref,
  ...rest
}: ButtonLinkProps) {
  return (
    <a {...rest} ref={ref} className={cx(buttonClassName({ variant, size, fullWidth }), className)}>
      <span className={styles.content}>
        {iconStart}
        {children}
        {iconEnd}
      </span>
    </a>
  );
}
