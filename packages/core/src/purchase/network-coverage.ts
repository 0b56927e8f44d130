import {
  COVERAGE_TECHNOLOGIES,
  type CoverageLevel,
  type CoverageTechnology,
  type NetworkCoverage,
} from '../gateway/coverage/network-coverage.ts';
import { errorMessageId } from '../i18n/error-messages.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import { failureFields } from './field-message.ts';

/**
 * "¿Hay señal donde vives?" on plan selection: a postal code, then what the operator's coverage
 * map says of 5G and 4G there, each level with what it means for the customer, and one sentence
 * for the place as a whole (the best technology's level: a phone uses the best network it finds).
 */

/** The postal code as typed, spaces dropped; a Mexican one has 5 digits. */
export function checkCoveragePostalCode(
  typed: string,
): { ok: true; postalCode: string } | { ok: false; messageId: MessageId } {
  const postalCode = typed.replace(/\s+/g, '');
  if (postalCode === '') return { ok: false, messageId: 'coverage.errors.postal_code_required' };
  if (!/^\d{5}$/.test(postalCode)) return { ok: false, messageId: 'coverage.errors.postal_code_invalid' };
  return { ok: true, postalCode };
}

export type CoverageSummary = 'good' | 'partial' | 'none' | 'unknown';

export interface CoverageRow {
  technology: CoverageTechnology;
  level: CoverageLevel;
  /** The level's name ("Buena", "Parcial", "Sin cobertura", "Sin datos"). */
  levelId: MessageId;
  /** What the level means for a customer there. */
  meaningId: MessageId;
  tone: 'success' | 'warning' | 'danger' | 'neutral';
}

export interface CoverageView {
  postalCode: string;
  summary: CoverageSummary;
  /** One sentence for the place, with `{postalCode}`. */
  summaryId: MessageId;
  /** 5G first, then 4G; a technology the map did not rate is left out. */
  rows: CoverageRow[];
}

const LEVELS: Record<CoverageLevel, Omit<CoverageRow, 'technology' | 'level'>> = {
  GOOD: { levelId: 'coverage.level.good', meaningId: 'coverage.meaning.good', tone: 'success' },
  PARTIAL: { levelId: 'coverage.level.partial', meaningId: 'coverage.meaning.partial', tone: 'warning' },
  NONE: { levelId: 'coverage.level.none', meaningId: 'coverage.meaning.none', tone: 'danger' },
  UNKNOWN: { levelId: 'coverage.level.unknown', meaningId: 'coverage.meaning.unknown', tone: 'neutral' },
};

const SUMMARY_IDS: Record<CoverageSummary, MessageId> = {
  good: 'coverage.summary.good',
  partial: 'coverage.summary.partial',
  none: 'coverage.summary.none',
  unknown: 'coverage.summary.unknown',
};

/** Best first: the place's sentence is its best rated technology's. */
const RANK: readonly CoverageLevel[] = ['GOOD', 'PARTIAL', 'NONE'];

export function coverageView(coverage: NetworkCoverage): CoverageView {
  const rows = COVERAGE_TECHNOLOGIES.flatMap((technology) => {
    const rated = coverage.technologies.find((row) => row.technology === technology);
    return rated ? [{ technology, level: rated.level, ...LEVELS[rated.level] }] : [];
  });
  const best = RANK.find((level) => rows.some((row) => row.level === level));
  const summary: CoverageSummary =
    best === 'GOOD' ? 'good' : best === 'PARTIAL' ? 'partial' : best === 'NONE' ? 'none' : 'unknown';
  return { postalCode: coverage.postalCode, summary, summaryId: SUMMARY_IDS[summary], rows };
}

/** A failed read: a postal code the map does not know (404), or the gateway's own trouble. */
export function coverageFailure(error: unknown): MessageId {
  const fields = failureFields(error);
  return fields.status === 404 ? 'coverage.errors.unknown_postal_code' : errorMessageId(fields);
}
