import { useIntl } from 'react-intl';
import { Button, FormActions } from '../../../design-system';

/** A step's Next (the form's submit) and, when there is a step to go back to, Back. */
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
    <FormActions>
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={loading}
        loadingLabel={loadingLabel}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        {nextLabel ?? intl.formatMessage({ id: 'common.next' })}
      </Button>
      {onBack && (
        <Button variant="secondary" size="lg" fullWidth onClick={() => onBack()}>
          {intl.formatMessage({ id: 'common.back' })}
        </Button>
      )}
    </FormActions>
  );
}
