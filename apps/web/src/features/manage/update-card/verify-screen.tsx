import type { Line } from '@senda/core/gateway';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { PhoneNumber, Stack } from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { useServices } from '../../../shared/services-context';
import { OtpVerificationForm } from '../../purchase/verify-otp/otp-verification-form';
import { StepFailed } from './step-failed';
import type { UpdateCardHandle } from './update-card-parts';

/**
 * /manage/update-card/verify: the code mailed to the account's e-mail, in the purchase's code form
 * (six boxes, the countdown, resend, the spec's alerts), over the flow's OTP timer.
 */
export function VerifyScreen({ line, flow }: { line: Pick<Line, 'msisdn'>; flow: UpdateCardHandle }) {
  const intl = useIntl();
  const { stores } = useServices();
  const email = useAtomValue(stores.auth.state).userEmail ?? '';
  const { view } = flow;

  if (view.screen === 'code-failed') {
    return <StepFailed messageId={view.messageId ?? 'update_card.refusal.other'} onRetry={flow.retryStep} />;
  }
  if (view.screen !== 'verify' || !view.otp) {
    return <LoadingBlock labelId="update_card.verify.requesting" height="14rem" />;
  }
  return (
    <Stack gap={5}>
      <p>
        {intl.formatMessage(
          { id: 'update_card.verify.intro' },
          { msisdn: <PhoneNumber number={line.msisdn} /> },
        )}
        {email && ` ${intl.formatMessage({ id: 'update_card.verify.sent_to' }, { email })}`}
      </p>
      <OtpVerificationForm actor={view.otp} email={email} />
    </Stack>
  );
}
