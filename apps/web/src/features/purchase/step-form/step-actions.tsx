import { useIntl } from 'react-intl';
import { FormButtons } from '../../../design-system';

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
}: {
  /** The main button's text when it is not "Next" (e.g. "Send code"). */
  nextLabel?: string;
  loading?: boolean;
  loadingLabel?: string;
  disabled?: boolean;
  describedBy?: string | undefined;
  /** Left out on a step with nothing before it: then there is no Back. */
  onBack?: (() => void) | undefined;
}) {
  const intl = useIntl();
  return (
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
}
