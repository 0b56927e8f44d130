import type { JourneyIssue, JourneyPreview as JourneyPreviewModel } from '@senda/core/journey';
import { previewJourney, vocabularyOfJourney } from '@senda/core/journey';
import { consentSettingsQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Stack } from '../../design-system';
import { useServices } from '../../shared/services-context';
import { committedJourneyFile, journeyFileJson } from './journey-files';
import styles from './journey-preview.module.css';
import { previewTexts } from './journey-preview.texts';
import { StepList, Walk } from './journey-preview-steps';
import { stepStoryIds } from './step-stories';

/** What the preview shows once the file is read: its verdict, or why it cannot be previewed. */
type Shown =
  | { kind: 'reading' }
  | { kind: 'unreadable'; issues: readonly JourneyIssue[] }
  | { kind: 'previewed'; preview: JourneyPreviewModel };

/**
 * A product team's view of one journey file, as Storybook's hot reload shows it while they edit
 * journeys/<id>.json: what journeys:check says (issues at their JSON path; warnings about what
 * the edit changes against the last commit, and settings the gateway's consent settings
 * override), the steps in order with their conditions in
 * words, and a walk-through: the steps a customer with the chosen facts walks, each opening its
 * screen's story. The decisions are core's (previewJourney, previewWalk); this renders them.
 */
export function JourneyPreview({ journeyId }: { journeyId: string }) {
  const intl = useIntl();
  const t = previewTexts(intl.locale);
  const { gateway } = useServices();
  const consent = useQuery(consentSettingsQuery(gateway));
  const [file, setFile] = useState<{ json: unknown } | { error: string }>();
  useEffect(() => {
    let live = true;
    journeyFileJson(journeyId).then(
      (json) => live && setFile({ json }),
      (error: Error) => live && setFile({ error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [journeyId]);

  const vocabulary = vocabularyOfJourney(journeyId);
  const shown = useMemo<Shown>(() => {
    if (file === undefined || consent.isPending) return { kind: 'reading' };
    if ('error' in file) return { kind: 'unreadable', issues: [{ path: '$', message: file.error }] };
    if (!vocabulary) return { kind: 'unreadable', issues: [{ path: '$.id', message: t.noFlow(journeyId) }] };
    return {
      kind: 'previewed',
      preview: previewJourney(
        file.json,
        vocabulary,
        consent.data?.documents,
        committedJourneyFile(journeyId),
      ),
    };
  }, [file, vocabulary, consent.isPending, consent.data, journeyId, t]);

  // Finding each step's story loads every story module: only when the screens are asked for.
  const [screens, setScreens] = useState<ReadonlyMap<string, string> | 'loading' | null>(null);
  const passing = shown.kind === 'previewed' && shown.preview.ok ? shown.preview : undefined;
  const loadScreens = (journey: { id: string; steps: readonly { name: string; route: string }[] }) => {
    setScreens('loading');
    void stepStoryIds(journey).then(setScreens);
  };

  return (
    <main className={styles.preview}>
      <Stack gap={4}>
        <h1 className={styles.title}>{t.title(journeyId)}</h1>
        {shown.kind === 'unreadable' && <Issues issues={shown.issues} />}
        {shown.kind === 'previewed' && !shown.preview.ok && <Issues issues={shown.preview.issues} />}
        {passing && <Checks warnings={passing.warnings} />}
        {passing && (
          <StepList preview={passing} screens={screens} onLoadScreens={() => loadScreens(passing.journey)} />
        )}
        {passing && <Walk preview={passing} screens={screens} />}
        {passing && (
          <details>
            <summary>{t.graph}</summary>
            <pre className={styles.mermaid}>{passing.mermaid}</pre>
          </details>
        )}
      </Stack>
    </main>
  );
}

/** A file that fails the checks: each issue at its JSON path, as journeys:check prints it. */
function Issues({ issues }: { issues: readonly JourneyIssue[] }) {
  const t = previewTexts(useIntl().locale);
  return (
    <Alert tone="danger" title={t.checks} live="assertive">
      <p>{t.fails}</p>
      <ul className={styles.warnings} data-testid="preview-issues">
        {issues.map((issue) => (
          <li key={`${issue.path}:${issue.message}`}>
            <code>{issue.path}</code>: {issue.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

function Checks({ warnings }: { warnings: readonly string[] }) {
  const t = previewTexts(useIntl().locale);
  return (
    <section aria-labelledby="preview-checks" data-testid="preview-checks">
      <h2 id="preview-checks" className={styles.heading}>
        {t.checks}
      </h2>
      <p>{t.passes}</p>
      <h3 className={styles.subheading}>{t.warnings}</h3>
      {warnings.length === 0 ? (
        <p>{t.noWarnings}</p>
      ) : (
        <ul className={styles.warnings} data-testid="preview-warnings">
          {warnings.map((warning) => (
            <li key={warning}>
              <WarningText warning={warning} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A warning starts with what it is about (`settings.termsAcceptanceMode: …`): that part as code. */
function WarningText({ warning }: { warning: string }) {
  const at = warning.indexOf(': ');
  if (at < 0) return warning;
  return (
    <>
      <code>{warning.slice(0, at)}</code>
      {warning.slice(at)}
    </>
  );
}
