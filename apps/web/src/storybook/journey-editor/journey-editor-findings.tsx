import type { JourneyFinding } from '@senda/core/journey';
import { useIntl } from 'react-intl';
import styles from './journey-editor.module.css';
import { editorTexts } from './journey-editor.texts';

type Title = (step: string) => string;

/** Findings as sentences in the reader's language, errors first. */
export function FindingList({
  findings,
  title,
  withStep = false,
}: {
  findings: readonly JourneyFinding[];
  title: Title;
  /** Name the step each concerns (for findings shown away from their step). */
  withStep?: boolean;
}) {
  const t = editorTexts(useIntl().locale);
  const sorted = [...findings].sort((a, b) =>
    a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1,
  );
  return (
    <ul className={styles.findings}>
      {sorted.map((finding) => (
        <li
          key={`${finding.rule}:${finding.path}:${JSON.stringify(finding.params)}`}
          className={finding.severity === 'error' ? styles.error : styles.warning}
          data-finding={finding.rule}
          data-severity={finding.severity}
        >
          <strong>{finding.severity === 'error' ? t.error : t.warning}:</strong>{' '}
          {withStep && finding.step ? `«${title(finding.step)}»: ` : ''}
          {t.finding(finding, title)}
        </li>
      ))}
    </ul>
  );
}
