import { useIntl } from 'react-intl';
import { FormButtons } from '../../../design-system';
import styles from './step-form.module.css';

/**
 * A step's Next (the form's submit; or its own label, e.g. "Send code") and, when there is a
 * step to go back to, Back: FormButtons with the app's texts.
 */
export function StepActions({
  nextLabel,
  loading = false,
  loadingLabel,
  disabled,
  describedBy,
  onBack,
  sticky = false,
}: {
  /** The main button's text when it is not "Next" (e.g. "Send code"). */
  nextLabel?: string;
  loading?: boolean;
  loadingLabel?: string;
  disabled?: boolean;
  describedBy?: string | undefined;
  /** Left out on a step with nothing before it: then there is no Back. */
  onBack?: (() => void) | undefined;
  /** Kept at the bottom of the screen while a long list scrolls (as plan selection's Next is). */
  sticky?: boolean;
}) {
  const intl = useIntl();
  const buttons = (
    <FormButtons
      mainLabel={nextLabel ?? intl.formatMessage({ id: 'common.next' })}
      backLabel={intl.formatMessage({ id: 'common.back' })}
      onBack={onBack}
      loading={loading}
      loadingLabel={loadingLabel}
      disabled={disabled}
      describedBy={describedBy}
    />
  );
  return sticky ? <div className={styles.sticky}>{buttons}</div> : buttons;
}
