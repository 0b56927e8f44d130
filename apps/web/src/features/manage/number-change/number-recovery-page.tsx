import { LineFlowFrame, type LineFlowTexts } from '../line-flow-frame';
import { NUMBER_CHANGE_TEXTS, NumberChangeFlow } from './number-change-screens';

/** Number change's frame texts, titled with the recovery wing's own title (flows/number-recovery/). */
const NUMBER_RECOVERY_TEXTS: LineFlowTexts = {
  ...NUMBER_CHANGE_TEXTS,
  titleId: 'number_recovery.title',
};

/** Number recovery's pages (/manage/recovery-number, /payment, /status), for the line its orderRef names. */
export default function NumberRecoveryPage() {
  return (
    <LineFlowFrame texts={NUMBER_RECOVERY_TEXTS}>
      {(line) => <NumberChangeFlow key={line.accountNumber} line={line} action="RECOVERY" />}
    </LineFlowFrame>
  );
}
