export {
  type LineAction,
  type LineStatusExplanation,
  lineActions,
  lineStatusExplanation,
} from './line-home.rules.ts';
export { isNotFound, type LineHomeData, loadLineHome } from './line-home.services.ts';
export { type LineHomeView, lineHomeView } from './line-home.view.ts';
