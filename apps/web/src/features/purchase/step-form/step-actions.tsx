import { useIntl } from 'react-intl';
import { Button, FormActions } from '../../../design-system';

/**
 * A step's Next (the form's submit; or its own label, e.g. "Pay $200.00") and, when there is a
 * step to go back to, Back: the main action first, as FormActions lays them out.
 */
export function StepActions({
  nextLabel,
  loading = false,
  loadingLabel,
  disabled,
  describedBy,
  onBack,
  backDisabled = false,
}: {
  /** The main button's text when it is not "Next" (e.g. "Send code"). */
  nextLabel?: string;
  loading?: boolean;
  loadingLabel?: string;
  disabled?: boolean;
  describedBy?: string | undefined;
  /** Left out on a step with nothing before it: then there is no Back. */
  onBack?: (() => void) | undefined;
  /** While something is being sent that leaving would cut short (an order, a card). */
  backDisabled?: boolean;
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
        <Button variant="secondary" size="lg" fullWidth onClick={() => onBack()} disabled={backDisabled}>
          {intl.formatMessage({ id: 'common.back' })}
        </Button>
      )}
    </FormActions>
  );
}
