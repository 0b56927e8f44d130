import type { ReactNode } from 'react';
import { Button, type ButtonProps, FormActions } from '../../design-system';

type ReviewCommand = 'SUBMIT' | 'RETRY' | 'EDIT';

export interface ReviewActionsProps {
  /** The commands the view allows now (a flow view's `sends`): a button shows only for those. */
  sends: ReadonlySet<string>;
  send: (command: ReviewCommand) => void;
  /** The request is being sent: the submit button stays, busy, until the answer. */
  sending: boolean;
  /** What the submit does, in the flow's words (confirm, confirm and pay, cancel the line). */
  submitLabel: ReactNode;
  submitVariant?: ButtonProps['variant'];
  /** Read out while sending, where the flow names it. */
  sendingLabel?: string;
  retryLabel: ReactNode;
  /** Back to what was collected, to change it before anything is sent. */
  editLabel: ReactNode;
  /** The edit is held while the request is being sent, where the flow asks for it. */
  holdEditWhileSending?: boolean;
}

/** A template flow's review buttons: send it, send it again after a failure, or change it first. */
export function ReviewActions(props: ReviewActionsProps) {
  const { sends, send, sending } = props;
  return (
    <FormActions>
      {(sends.has('SUBMIT') || sending) && (
        <Button
          size="lg"
          loading={sending}
          {...(props.submitVariant ? { variant: props.submitVariant } : {})}
          {...(props.sendingLabel ? { loadingLabel: props.sendingLabel } : {})}
          onClick={() => send('SUBMIT')}
        >
          {props.submitLabel}
        </Button>
      )}
      {sends.has('RETRY') && (
        <Button size="lg" onClick={() => send('RETRY')}>
          {props.retryLabel}
        </Button>
      )}
      {sends.has('EDIT') && (
        <Button
          size="lg"
          variant="secondary"
          disabled={props.holdEditWhileSending === true && sending}
          onClick={() => send('EDIT')}
        >
          {props.editLabel}
        </Button>
      )}
    </FormActions>
  );
}
