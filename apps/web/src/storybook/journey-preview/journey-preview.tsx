import {
  type JourneyFactValue,
  type JourneyPreview as JourneyPreviewModel,
  previewJourney,
  previewWalk,
} from '@senda/core/journey';
import { flowOfJourney, flowRouteTitle } from '@senda/core/navigation';
import { consentSettingsQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, SelectField, Stack } from '../../design-system';
import { bundledJourneyFile } from '../../features/journey/journey-source';
import { useServices } from '../../shared/services-context';
import styles from './journey-preview.module.css';
import { previewTexts } from './journey-preview.texts';
import { stepStoryIds } from './step-stories';

/**
 * A product team's view of one journey file, as Storybook's hot reload shows it while they edit
 * journeys/<id>.json: what journeys:check says (issues at their JSON path, the settings
 * warnings against the gateway's consent settings), the steps in order with their conditions in
 * words, and a walk-through: the steps a customer with the chosen facts walks, each opening its
 * screen's story. The decisions are core's (previewJourney, previewWalk); this renders them.
 */
export function JourneyPreview({ journeyId }: { journeyId: string }) {
  const intl = useIntl();
  const t = previewTexts(intl.locale);
  const { gateway } = useServices();
  const consent = useQuery(consentSettingsQuery(gateway));
  const [file, setFile] = useState<unknown>();
  useEffect(() => {
    let live = true;
    void bundledJourneyFile(journeyId).then((json) => live && setFile(json));
    return () => {
      live = false;
    };
  }, [journeyId]);

  const vocabulary = flowOfJourney(journeyId)?.vocabulary;
  const preview = useMemo<JourneyPreviewModel | undefined>(
    () =>
      file === undefined || !vocabulary || consent.isPending
        ? undefined
        : previewJourney(file, vocabulary, consent.data?.documents),
    [file, vocabulary, consent.isPending, consent.data],
  );

  return (
    <main className={styles.preview}>
      <Stack gap={4}>
        <h1 className={styles.title}>{t.title(journeyId)}</h1>
        {preview && <Checks preview={preview} />}
        {preview?.ok && <Steps preview={preview} />}
        {preview?.ok && <Walk preview={preview} />}
        {preview?.ok && (
          <details>
            <summary>{t.graph}</summary>
            <pre className={styles.mermaid}>{preview.mermaid}</pre>
          </details>
        )}
      </Stack>
    </main>
  );
}

function Checks({ preview }: { preview: JourneyPreviewModel }) {
  const t = previewTexts(useIntl().locale);
  if (!preview.ok) {
    return (
      <Alert tone="danger" title={t.checks}>
        <p>{t.fails}</p>
        <ul>
          {preview.issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              <code>{issue.path}</code>: {issue.message}
            </li>
          ))}
        </ul>
      </Alert>
    );
  }
  return (
    <section aria-labelledby="preview-checks">
      <h2 id="preview-checks" className={styles.heading}>
        {t.checks}
      </h2>
      <p>{t.passes}</p>
      <h3 className={styles.subheading}>{t.warnings}</h3>
      {preview.warnings.length === 0 ? (
        <p>{t.noWarnings}</p>
      ) : (
        <ul data-testid="preview-warnings">
          {preview.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

type PassingPreview = Extract<JourneyPreviewModel, { ok: true }>;

function Steps({ preview }: { preview: PassingPreview }) {
  const intl = useIntl();
  const t = previewTexts(intl.locale);
  return (
    <section aria-labelledby="preview-steps">
      <h2 id="preview-steps" className={styles.heading}>
        {t.steps} ({t.stepCount(preview.steps.length)})
      </h2>
      <ol className={styles.steps}>
        {preview.steps.map((step) => {
          const title = flowRouteTitle(step.route);
          return (
            <li key={step.name} data-step={step.name}>
              <Card>
                <strong>{title ? intl.formatMessage({ id: title }) : step.name}</strong>{' '}
                <code>{step.name}</code> <code>{step.route}</code>
                <ul className={styles.facts}>
                  <li>
                    {step.when.length === 0
                      ? t.always
                      : `${t.when}: ${step.when.map((condition) => condition.description).join(' · ')}`}
                  </li>
                  {step.alternatives.length > 0 && (
                    <li>
                      {t.alternatives}: {step.alternatives.join(', ')}
                    </li>
                  )}
                  {step.next && (
                    <li>
                      {t.next}: {step.next}
                    </li>
                  )}
                  {step.analyticsEvent && (
                    <li>
                      {t.analytics}: {step.analyticsEvent}
                    </li>
                  )}
                  {step.final && <li>{t.final}</li>}
                </ul>
              </Card>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

const valueText = (value: JourneyFactValue) => String(value);

function Walk({ preview }: { preview: PassingPreview }) {
  const intl = useIntl();
  const t = previewTexts(intl.locale);
  const [facts, setFacts] = useState<Record<string, JourneyFactValue>>({});
  // Finding each step's story loads every story module: only when the screens are asked for.
  const [stories, setStories] = useState<ReadonlyMap<string, string> | 'loading' | null>(null);
  const loadScreens = () => {
    setStories('loading');
    void stepStoryIds(preview.journey.id).then(setStories);
  };
  const walk = previewWalk(preview.journey, facts);
  const factNames = Object.keys(preview.facts);
  return (
    <section aria-labelledby="preview-walk">
      <h2 id="preview-walk" className={styles.heading}>
        {t.walk}
      </h2>
      <p>{t.walkHint}</p>
      {factNames.length > 0 && (
        <div className={styles.factGrid}>
          {factNames.map((name) => {
            const domain = preview.facts[name] ?? [];
            return (
              <SelectField
                key={name}
                label={name}
                value={valueText(facts[name] ?? domain[0] ?? '')}
                options={domain.map((value) => ({ value: valueText(value), label: valueText(value) }))}
                onChange={(event) => {
                  const chosen = domain.find((value) => valueText(value) === event.target.value);
                  if (chosen !== undefined) setFacts((previous) => ({ ...previous, [name]: chosen }));
                }}
              />
            );
          })}
        </div>
      )}
      {(stories === null || stories === 'loading') && (
        <Button variant="secondary" loading={stories === 'loading'} onClick={loadScreens}>
          {t.loadScreens}
        </Button>
      )}
      <ol className={styles.walk} data-testid="preview-walk">
        {walk.map((name) => (
          <li key={name}>
            <code>{name}</code>{' '}
            {typeof stories !== 'object' || stories === null ? null : stories.has(name) ? (
              // Storybook's own page for the step's story, in the toolbar's language.
              <a
                href={`./?path=/story/${encodeURIComponent(stories.get(name) ?? '')}&globals=locale:${intl.locale}`}
                target="_top"
              >
                {t.openScreen}
              </a>
            ) : (
              <span className={styles.muted}>{t.noStory}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
