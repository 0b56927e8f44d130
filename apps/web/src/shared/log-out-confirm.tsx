import { useIntl } from 'react-intl';
import { Button } from '../design-system/button/button';
import { Modal } from '../design-system/modal/modal';

/**
 * "Log out?" when a purchase is under way (core's purchaseInProgress): stay, or leave and lose it.
 * A chunk of its own, loaded when asked: most log-outs never show it, and no first paint does.
 */
export function LogOutConfirm({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onStay}
      tone="warning"
      title={intl.formatMessage({ id: 'layout.log_out.confirm.title' })}
      actions={
        <>
          <Button variant="secondary" onClick={onStay}>
            {intl.formatMessage({ id: 'layout.log_out.confirm.stay' })}
          </Button>
          <Button variant="primary" onClick={onLeave}>
            {intl.formatMessage({ id: 'layout.log_out.confirm.leave' })}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage({ id: 'layout.log_out.confirm.body' })}</p>
    </Modal>
  );
}
