export { type CustomerLinesData, loadCustomerLines } from './customer-lines.services.ts';
export {
  type CustomerLinesView,
  customerLinesView,
  type LineSummaryView,
  lineSummaryView,
} from './customer-lines.view.ts';
