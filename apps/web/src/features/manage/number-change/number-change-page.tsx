import { LineFlowFrame } from '../line-flow-frame';
import { NUMBER_CHANGE_JOURNEY } from './number-change-flow';
import { NUMBER_CHANGE_TEXTS, NumberChangeFlow } from './number-change-screens';

/**
 * Number change's pages (/manage/change-number, /details, /status, and the shared
 * /manage/payment, -failed for a premium number), for the line its orderRef names.
 */
export default function NumberChangePage() {
  return (
    <LineFlowFrame journey={NUMBER_CHANGE_JOURNEY} texts={NUMBER_CHANGE_TEXTS}>
      {(line) => <NumberChangeFlow key={line.accountNumber} line={line} action="CHANGE" />}
    </LineFlowFrame>
  );
}
