import type { MessageId } from '@senda/core/i18n';
import { useIntl } from 'react-intl';
import { Alert, Button, FormActions, Stack } from '../../../design-system';

/** A step that could not be had (the code not sent, the card form not loaded): why, and try again. */
export function StepFailed({ messageId, onRetry }: { messageId: MessageId; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Stack gap={5}>
      <Alert tone="danger" live="assertive">
        {intl.formatMessage({ id: messageId })}
      </Alert>
      <FormActions>
        <Button size="lg" onClick={onRetry}>
          {intl.formatMessage({ id: 'update_card.retry' })}
        </Button>
      </FormActions>
    </Stack>
  );
}
