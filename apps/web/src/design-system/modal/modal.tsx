import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { CloseButton } from '../internal/close-button';
import { cx } from '../internal/cx';
import { type StatusTone, toneIcons, toneSoftClass } from '../internal/tone';
import styles from './modal.module.css';

export type ModalTone = StatusTone;

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button or a backdrop tap, and only when `dismissible`. */
  onClose?: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons row; put the main action last (it shows rightmost on wide screens, top on phones). */
  actions?: ReactNode;
  /** Shows an icon next to the title. */
  tone?: ModalTone;
  /**
   * False for a modal the user must answer (the "Desafíos técnicos" reload): no close button,
   * Escape and backdrop do nothing.
   */
  dismissible?: boolean;
  /** Accessible name of the close button ("Cerrar"); the button shows only when this is given. */
  closeLabel?: string;
  className?: string;
}

/**
 * A native <dialog> opened with showModal(): the browser makes the page behind it inert (the focus
 * trap), puts it in the top layer above any z-index and hands focus back when it closes.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  actions,
  tone,
  dismissible = true,
  closeLabel,
  className,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Escape is ours to decide: the parent owns `open`, so the dialog never closes itself.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (dismissible) onClose?.();
  };
  // Chrome lets a second Escape through `cancel` without activation; stopping the key is sturdier.
  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    if (dismissible) onClose?.();
  };
  // A click whose target is the dialog itself landed on the backdrop (content fills the box).
  const handleClick = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (dismissible && event.target === ref.current) onClose?.();
  };

  return (
    <dialog
      ref={ref}
      className={cx(styles.dialog, className)}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={handleCancel}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
    >
      <div className={styles.header}>
        {tone && <span className={cx(styles.icon, toneSoftClass[tone])}>{toneIcons[tone]}</span>}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {dismissible && closeLabel && (
          <CloseButton label={closeLabel} onClick={() => onClose?.()} className={styles.close} />
        )}
      </div>
      {children && (
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </dialog>
  );
}
