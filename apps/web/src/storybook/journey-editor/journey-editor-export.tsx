import type { JourneyFile } from '@senda/core/journey';
import { exportJourney, journeyChanges, lineDiff } from '@senda/core/journey';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Cluster, Stack } from '../../design-system';
import styles from './journey-editor.module.css';
import { editorTexts } from './journey-editor.texts';

/**
 * The edited file to hand over: downloaded or copied, with its revision bumped (exportJourney),
 * what changed in words and line by line, and what happens to customers midway through the
 * shipped revision (journey-persistence.ts's rules, as journeys/README.md states them).
 */
export function ExportPanel({
  file,
  shipped,
  ok,
  title,
}: {
  file: JourneyFile;
  shipped: JourneyFile;
  ok: boolean;
  title: (step: string) => string;
}) {
  const t = editorTexts(useIntl().locale);
  const exported = useMemo(() => exportJourney(file, shipped), [file, shipped]);
  const changes = useMemo(() => journeyChanges(file, shipped), [file, shipped]);
  const diff = useMemo(
    () => lineDiff(`${JSON.stringify(shipped, null, 2)}\n`, exported.text),
    [shipped, exported.text],
  );
  const [copy, setCopy] = useState<'copied' | 'failed'>();
  const [download, setDownload] = useState<string>();
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([exported.text], { type: 'application/json' }));
    setDownload(url);
    setCopy(undefined);
    return () => URL.revokeObjectURL(url);
  }, [exported.text]);

  return (
    <section aria-labelledby="editor-export" data-testid="editor-export">
      <h2 id="editor-export" className={styles.heading}>
        {t.export}
      </h2>
      <Stack gap={3}>
        {!ok && <Alert tone="danger">{t.exportBlocked}</Alert>}
        <p>{exported.changed ? t.exportHint : t.unchanged}</p>
        {ok && (
          <Cluster gap={2}>
            <a
              className={styles.download}
              href={download}
              download={`${file.id}.json`}
              data-testid="editor-download"
            >
              {t.download}
            </a>
            <Button
              variant="secondary"
              onClick={() =>
                navigator.clipboard.writeText(exported.text).then(
                  () => setCopy('copied'),
                  () => setCopy('failed'),
                )
              }
            >
              {t.copy}
            </Button>
          </Cluster>
        )}
        <p aria-live="polite">{copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}</p>
        {changes.length > 0 && (
          <>
            <h3 className={styles.subheading}>{t.changes}</h3>
            <ul className={styles.changes} data-testid="editor-changes">
              {changes.map((change) => (
                <li key={JSON.stringify(change)}>{t.change(change, title)}</li>
              ))}
            </ul>
            <details>
              <summary>{t.diff}</summary>
              <pre className={styles.diff} data-testid="editor-diff">
                {diff.map((line, index) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is its identity
                    key={index}
                    className={
                      line.mark === '+' ? styles.added : line.mark === '-' ? styles.removed : undefined
                    }
                  >
                    {line.mark === '…' ? '…' : `${line.mark} ${line.text}`}
                    {'\n'}
                  </span>
                ))}
              </pre>
            </details>
            <h3 className={styles.subheading}>{t.savedTitle}</h3>
            <SavedJourneyNote from={shipped.revision} to={exported.file.revision} />
            {ok && (
              <details data-testid="editor-publish">
                <summary>{t.publishTitle}</summary>
                <p>{t.publish}</p>
                <pre className={styles.diff}>
                  {`curl -X POST http://127.0.0.1:4010/mocks/journeys/${file.id} \\\n  -H 'Content-Type: application/json' --data @${file.id}.json`}
                </pre>
              </details>
            )}
          </>
        )}
        <label className={styles.jsonLabel} htmlFor="editor-json">
          {t.json}
        </label>
        <textarea
          id="editor-json"
          className={styles.json}
          readOnly
          rows={10}
          value={exported.text}
          data-testid="editor-json"
        />
      </Stack>
    </section>
  );
}

function SavedJourneyNote({ from, to }: { from: number; to: number }) {
  const t = editorTexts(useIntl().locale);
  const [lead, ...rules] = t.saved(from, to);
  const request = rules.pop();
  return (
    <div data-testid="editor-saved-note">
      <p>{lead}</p>
      <ul className={styles.changes}>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p>{request}</p>
    </div>
  );
}
