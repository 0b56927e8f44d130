import { NOTIFICATION_OFFSET_SIDE_PX, NOTIFICATION_OFFSET_VERTICAL_PX } from '@senda/core/config';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { CloseButton } from '../internal/close-button';
import { cx } from '../internal/cx';
import { type StatusTone, toneIcons, toneTextClass } from '../internal/tone';
import styles from './toast.module.css';

export type ToastType = StatusTone;
export type ToastVertical = 'top' | 'bottom';
export type ToastHorizontal = 'left' | 'center' | 'right';
export type ToastPosition = `${ToastVertical}-${ToastHorizontal}`;

export interface ToastProps {
  type: ToastType;
  message: ReactNode;
  title?: ReactNode;
  /** Without onClose and closeLabel there is no close button (the app then times it out). */
  onClose?: () => void;
  /** Accessible name of the close button ("Cerrar notificación"). */
  closeLabel?: string;
  /**
   * Calls onClose after this many ms (the config's notification duration, 5000 by default). The
   * countdown pauses while the pointer or focus is on the toast, so it can be read and closed.
   */
  autoCloseMs?: number;
  className?: string;
}

/**
 * One notification. Warnings and errors interrupt (role=alert, assertive); info and success wait
 * for a pause (role=status, polite).
 */
export function Toast({ type, message, title, onClose, closeLabel, autoCloseMs, className }: ToastProps) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(autoCloseMs);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    remaining.current = autoCloseMs;
  }, [autoCloseMs]);

  useEffect(() => {
    if (paused || remaining.current === undefined) return;
    const started = Date.now();
    const timer = setTimeout(() => onCloseRef.current?.(), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== undefined) remaining.current -= Date.now() - started;
    };
  }, [paused]);

  const assertive = type === 'warning' || type === 'danger';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only pause the auto-close timer.
    <div
      className={cx(styles.toast, styles[type], className)}
      role={assertive ? 'alert' : 'status'}
      aria-live={assertive ? 'assertive' : 'polite'}
      aria-atomic="true"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={cx(styles.icon, toneTextClass[type])}>{toneIcons[type]}</span>
      <div className={styles.text}>
        {title && <p className={styles.title}>{title}</p>}
        <p>{message}</p>
      </div>
      {onClose && closeLabel && (
        <CloseButton label={closeLabel} onClick={onClose} iconSize="1.125rem" className={styles.close} />
      )}
    </div>
  );
}

export interface ToastRegionProps {
  /** The spec's default: bottom-center. */
  position?: ToastPosition;
  /** Names the landmark ("Notificaciones") so screen-reader users can find past toasts. */
  label: string;
  children?: ReactNode;
  className?: string;
}

const regionOffsets = {
  '--toast-offset-y': `${NOTIFICATION_OFFSET_VERTICAL_PX}px`,
  '--toast-offset-x': `${NOTIFICATION_OFFSET_SIDE_PX}px`,
} as CSSProperties;

/** The fixed stack toasts live in, placed per the spec: 70 px from top or bottom, 20 px from the side. */
export function ToastRegion({ position = 'bottom-center', label, children, className }: ToastRegionProps) {
  const [vertical, horizontal] = position.split('-') as [ToastVertical, ToastHorizontal];
  return (
    <section
      className={cx(styles.region, styles[vertical], styles[horizontal], className)}
      style={regionOffsets}
      aria-label={label}
    >
      {children}
    </section>
  );
}
