import { Button } from '../button/button';
import { FormActions } from './form-actions';

export interface FormButtonsProps {
  /** The main action's text ("Next", "Pay $200.00"); the button submits its form. */
  mainLabel: string;
  /** Back's text; Back shows only with `onBack`. */
  backLabel: string;
  onBack?: (() => void) | undefined;
  loading?: boolean;
  loadingLabel?: string | undefined;
  disabled?: boolean;
  /** Held off while something is being sent that leaving would cut short (an order, a card). */
  backDisabled?: boolean;
  describedBy?: string | undefined;
}

/**
 * The submit button and Back that end a step's form, laid out by FormActions (the main action
 * first). Texts come from the caller, like every design-system component, so it lives in the
 * design-system chunk every screen already loads: no request of its own.
 */
export function FormButtons({
  mainLabel,
  backLabel,
  onBack,
  loading = false,
  loadingLabel,
  disabled,
  backDisabled = false,
  describedBy,
}: FormButtonsProps) {
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
        {mainLabel}
      </Button>
      {onBack && (
        <Button variant="secondary" size="lg" fullWidth onClick={() => onBack()} disabled={backDisabled}>
          {backLabel}
        </Button>
      )}
    </FormActions>
  );
}
