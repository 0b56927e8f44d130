import { LineFlowFrame } from '../line-flow-frame';
import { NUMBER_RECOVERY_TEXTS, NumberChangeFlow } from './number-change-screens';

/** Number recovery's pages (/manage/recovery-number, /payment, /status), for the line its orderRef names. */
export default function NumberRecoveryPage() {
  return (
    <LineFlowFrame texts={NUMBER_RECOVERY_TEXTS}>
      {(line) => <NumberChangeFlow key={line.accountNumber} line={line} action="RECOVERY" />}
    </LineFlowFrame>
  );
}
