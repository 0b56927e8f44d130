import type { JourneyFile, JourneyFinding } from '@senda/core/journey';
import { journeyFindings, vocabularyOfJourney } from '@senda/core/journey';
import { flowRouteTitle } from '@senda/core/navigation';
import { consentSettingsQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Cluster, SelectField, Stack } from '../../design-system';
import { useServices } from '../../shared/services-context';
import { JOURNEY_FILE_IDS, journeyFileJson } from '../journey-preview/journey-files';
import styles from './journey-editor.module.css';
import { editorTexts } from './journey-editor.texts';
import { type EditHistory, importJourney, readDrafts, writeDrafts } from './journey-editor-drafts';
import { ExportPanel } from './journey-editor-export';
import { FindingList } from './journey-editor-findings';
import { SettingsFields } from './journey-editor-settings';
import { RemovedSteps, StepList } from './journey-editor-steps';
import { WalkPanel } from './journey-editor-walk';
import { customerStepNumbers, hasWalkCustomers, type WalkCustomer, walkCustomerFor } from './walk-customers';

/**
 * A product team's journey editor, in the published Storybook: pick a journey file, reorder its
 * steps (drag, or Up/Down buttons for the keyboard), remove or add back optional steps, change its
 * settings, see journeys:check's findings live beside the step each concerns, walk it as a
 * ready-made customer, and export the file with its revision bumped. Every decision is core's
 * (journey-edit.ts, journey-findings.ts, journey-export.ts); this renders them and sends edits.
 */
export function JourneyEditor({ journeyId: initialId }: { journeyId: string }) {
  const intl = useIntl();
  const t = editorTexts(intl.locale);
  const { gateway } = useServices();
  const consent = useQuery(consentSettingsQuery(gateway));
  const [journeyId, setJourneyId] = useState(initialId);
  const [shipped, setShipped] = useState<{ id: string; file: JourneyFile } | { id: string; error: string }>();
  // Each file's edits in order (the last the current), kept in the browser per file.
  const [edits, setEdits] = useState<Readonly<Record<string, EditHistory>>>(() =>
    Object.fromEntries(JOURNEY_FILE_IDS.map((id) => [id, readDrafts(localStorage, id)])),
  );
  const [announcement, setAnnouncement] = useState('');
  // The walk's customer: the step list numbers the steps as they see them.
  const [customer, setCustomer] = useState<WalkCustomer>('new-esim');

  useEffect(() => {
    let live = true;
    journeyFileJson(journeyId).then(
      (json) => live && setShipped({ id: journeyId, file: json as JourneyFile }),
      (error: Error) => live && setShipped({ id: journeyId, error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [journeyId]);

  const vocabulary = vocabularyOfJourney(journeyId);
  const base = shipped?.id === journeyId && 'file' in shipped ? shipped.file : undefined;
  const file = edits[journeyId]?.at(-1) ?? base;
  const checked = useMemo(
    () =>
      file && base && vocabulary && !consent.isPending
        ? journeyFindings(file, vocabulary, { previous: base, consentDocuments: consent.data?.documents })
        : undefined,
    [file, base, vocabulary, consent.isPending, consent.data],
  );

  // The chosen customer, or this journey's first when they are another journey's.
  const walker = checked?.journey ? walkCustomerFor(checked.journey, customer) : customer;

  const title = (name: string) => {
    const step = [...(file?.onboarding.steps ?? []), ...(base?.onboarding.steps ?? [])].find(
      (s) => s.name === name,
    );
    const id = step && flowRouteTitle(step.route);
    return id ? intl.formatMessage({ id }) : name;
  };
  const keep = (id: string, history: EditHistory, said: string) => {
    writeDrafts(localStorage, id, history);
    setEdits((all) => ({ ...all, [id]: history }));
    setAnnouncement(said);
  };
  const edit = (next: JourneyFile, said: string) =>
    keep(journeyId, [...(edits[journeyId] ?? []), next], said);
  const undo = () => keep(journeyId, (edits[journeyId] ?? []).slice(0, -1), t.undone);
  const startAgain = () => keep(journeyId, [], t.startedAgain);
  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const read = importJourney(await chosen.text(), JOURNEY_FILE_IDS);
    if (!read.ok) {
      setAnnouncement(t.importFailed[read.reason]);
      return;
    }
    setJourneyId(read.file.id);
    keep(read.file.id, [...(edits[read.file.id] ?? []), read.file], t.imported(chosen.name));
  };
  const history = edits[journeyId] ?? [];

  const findings = checked?.findings ?? [];
  const errors = findings.filter((finding) => finding.severity === 'error');
  const warnings = findings.filter((finding) => finding.severity === 'warning');
  // A finding about a step in the file or a removed one is shown beside that step; the rest here.
  const placed = new Set(
    [...(file?.onboarding.steps ?? []), ...(base?.onboarding.steps ?? [])].map((s) => s.name),
  );
  const general = findings.filter((finding) => finding.step === undefined || !placed.has(finding.step));
  const byStep = (name: string): JourneyFinding[] => findings.filter((finding) => finding.step === name);

  return (
    <main className={styles.editor}>
      <Stack gap={4}>
        <h1 className={styles.title}>{t.title}</h1>
        <p>{t.intro}</p>
        <section aria-labelledby="editor-welcome">
          <h2 id="editor-welcome" className={styles.heading}>
            {t.welcomeTitle}
          </h2>
          <ol>
            {t.welcome.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </section>
        <SelectField
          label={t.file}
          value={journeyId}
          options={JOURNEY_FILE_IDS.map((id) => ({ value: id, label: t.journeyName(id, id) }))}
          onChange={(event) => setJourneyId(event.target.value)}
        />
        <Cluster gap={2}>
          <Button
            size="sm"
            variant="secondary"
            disabled={history.length === 0}
            onClick={undo}
            data-testid="editor-undo"
          >
            {t.undo}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={history.length === 0}
            onClick={startAgain}
            data-testid="editor-start-again"
          >
            {t.startAgain}
          </Button>
          <label className={styles.hint}>
            {t.importLabel}{' '}
            <input
              type="file"
              accept="application/json,.json"
              onChange={importFile}
              data-testid="editor-import"
            />
          </label>
        </Cluster>
        <p className={styles.hint} data-testid="editor-kept">
          {history.length > 0 ? t.kept : t.unchanged}
        </p>
        {/* Moves, removals and additions said aloud: the keyboard path's feedback. */}
        <p className={styles.announcement} aria-live="polite" data-testid="editor-announcement">
          {announcement}
        </p>
        {shipped?.id === journeyId && 'error' in shipped && <Alert tone="danger">{shipped.error}</Alert>}
        {!vocabulary && <Alert tone="danger">{t.noFlow}</Alert>}
        {!checked || !file || !base ? (
          <p>{t.reading}</p>
        ) : (
          <>
            <section aria-labelledby="editor-checks" data-testid="editor-checks">
              <h2 id="editor-checks" className={styles.heading}>
                {t.general}
              </h2>
              <output data-testid="editor-verdict" data-ok={checked.ok} className={styles.verdict}>
                {checked.ok ? t.passes : t.fails(errors.length)}{' '}
                {warnings.length > 0 && t.warnings(warnings.length)}
              </output>
              {general.length > 0 && <FindingList findings={general} title={title} withStep />}
            </section>
            <div className={styles.columns}>
              <Stack gap={4}>
                <StepList
                  file={file}
                  vocabulary={vocabulary}
                  findingsOf={byStep}
                  title={title}
                  numbers={checked.journey && customerStepNumbers(checked.journey, walker)}
                  numberedFor={
                    checked.journey && hasWalkCustomers(checked.journey) ? t.customers[walker] : undefined
                  }
                  onEdit={edit}
                />
                <RemovedSteps file={file} shipped={base} findingsOf={byStep} title={title} onEdit={edit} />
                <SettingsFields file={file} vocabulary={vocabulary} onEdit={edit} />
              </Stack>
              <Stack gap={4}>
                <WalkPanel
                  journey={checked.journey}
                  title={title}
                  customer={walker}
                  onCustomer={setCustomer}
                />
                <ExportPanel file={file} shipped={base} ok={checked.ok} title={title} />
              </Stack>
            </div>
          </>
        )}
      </Stack>
    </main>
  );
}
