import type { ReactNode } from 'react';
import { IconCheckCircle, IconError, IconInfo, IconWarning } from '../icon/icon';
import styles from './tone.module.css';

/** The four status tones that alerts, toasts, modals, badges and status pages share. */
export type StatusTone = 'info' | 'success' | 'warning' | 'danger';

/** Each tone's icon, so a tone looks the same in an alert, a toast, a modal and a status page. */
export const toneIcons: Record<StatusTone, ReactNode> = {
  info: <IconInfo />,
  success: <IconCheckCircle />,
  warning: <IconWarning />,
  danger: <IconError />,
};

/** The tone's pale surface under its text colour (badges, round icons). */
export const toneSoftClass: Record<StatusTone, string | undefined> = {
  info: styles.infoSoft,
  success: styles.successSoft,
  warning: styles.warningSoft,
  danger: styles.dangerSoft,
};

/** The tone's text colour alone (an icon beside the text). */
export const toneTextClass: Record<StatusTone, string | undefined> = {
  info: styles.infoText,
  success: styles.successText,
  warning: styles.warningText,
  danger: styles.dangerText,
};
