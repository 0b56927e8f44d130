import { useIntl } from 'react-intl';
import { Button } from '../design-system/button/button';
import { Modal } from '../design-system/modal/modal';

/** §2: "Desafíos técnicos" with a reload button, when page-load queries fail. */
export function TechnicalDifficultiesModal({ open, onReload }: { open: boolean; onReload: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={() => undefined}
      dismissible={false}
      tone="danger"
      title={intl.formatMessage({ id: 'technical_difficulties.title' })}
      actions={
        <Button variant="primary" fullWidth onClick={onReload}>
          {intl.formatMessage({ id: 'technical_difficulties.reload' })}
        </Button>
      }
    >
      <p>{intl.formatMessage({ id: 'technical_difficulties.body' })}</p>
    </Modal>
  );
}
