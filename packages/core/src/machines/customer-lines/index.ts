export { type CustomerLinesData, loadCustomerLines } from '../../queries/customer-lines.read.ts';
export {
  type CustomerLinesView,
  customerLinesView,
  type LineSummaryView,
  lineSummaryView,
} from './customer-lines.view.ts';
