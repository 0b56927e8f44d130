export type { CoverageLevel, CoverageTechnology, NetworkCoverage } from './network-coverage.ts';
export {
  COVERAGE_LEVELS,
  COVERAGE_TECHNOLOGIES,
  NetworkCoverageSchema,
  networkCoverage,
  networkCoverageEndpoint,
} from './network-coverage.ts';
