import { IconClose } from '../icon/screen-icons';
import styles from './close-button.module.css';
import { cx } from './cx';

/** The × that closes a modal or a toast; `label` is its accessible name ("Cerrar"). */
export function CloseButton({
  label,
  onClick,
  iconSize,
  className,
}: {
  label: string;
  onClick: () => void;
  iconSize?: string;
  className?: string;
}) {
  return (
    <button type="button" className={cx(styles.root, className)} onClick={() => onClick()} aria-label={label}>
      <IconClose size={iconSize} />
    </button>
  );
}
