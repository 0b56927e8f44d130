import type { PortInView } from '@senda/core/machines/port-in';
import { useIntl } from 'react-intl';
import { Button, OtpBoxes, PhoneNumber, Stack } from '../../../design-system';
import styles from './connection-details-screen.module.css';

/** The SMS code sent to the number being transferred: six boxes, resend, edit the details. */
export function TransferCode({ view, otp, number }: { view: PortInView; otp: string[]; number: string }) {
  const intl = useIntl();
  const formattedNumber = <PhoneNumber number={number} />;
  return (
    <div className={styles.codeBox}>
      <Stack gap={3}>
        <OtpBoxes
          label={intl.formatMessage({ id: 'connection_details.otp_legend' }, { number: formattedNumber })}
          boxLabel={(position, total) =>
            intl.formatMessage({ id: 'verify_otp.digit_label' }, { position, total })
          }
          hint={intl.formatMessage({ id: 'connection_details.otp_hint' })}
          value={otp}
          onChange={view.setOtp}
          error={
            view.otpError ? intl.formatMessage({ id: view.otpError.id }, view.otpError.values) : undefined
          }
          disabled={view.busy === 'verify_code'}
          autoFocus
        />
        {view.codeResent && (
          <output className={styles.muted}>
            {intl.formatMessage({ id: 'connection_details.code_resent' }, { number: formattedNumber })}
          </output>
        )}
        <div className={styles.codeLinks}>
          <Button
            variant="link"
            size="sm"
            onClick={view.resend}
            loading={view.busy === 'resend'}
            disabled={!view.canResend && view.busy !== 'resend'}
          >
            {intl.formatMessage({ id: 'connection_details.resend_code' })}
          </Button>
          <Button variant="link" size="sm" onClick={view.edit} disabled={view.busy !== null}>
            {intl.formatMessage({ id: 'connection_details.edit_details' })}
          </Button>
        </div>
      </Stack>
    </div>
  );
}
