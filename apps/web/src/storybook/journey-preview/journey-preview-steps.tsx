import {
  type JourneyFactValue,
  type JourneyPreview as JourneyPreviewModel,
  previewWalk,
} from '@senda/core/journey';
import { flowRouteTitle } from '@senda/core/navigation';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, SelectField } from '../../design-system';
import styles from './journey-preview.module.css';
import { previewTexts } from './journey-preview.texts';

type PassingPreview = Extract<JourneyPreviewModel, { ok: true }>;
/** Each step's screen story by step name, once asked for. */
export type StepScreens = ReadonlyMap<string, string> | 'loading' | null;

/** The link to a step's screen story (Storybook's own page, in the toolbar's language). */
function ScreenLink({ step, screens }: { step: string; screens: StepScreens }) {
  const intl = useIntl();
  const t = previewTexts(intl.locale);
  if (screens === null || screens === 'loading') return null;
  const story = screens.get(step);
  if (!story) return <span className={styles.muted}>{t.noStory}</span>;
  return (
    <a
      href={`./?path=/story/${encodeURIComponent(story)}&globals=locale:${intl.locale}`}
      target="_top"
      data-screen-story={story}
    >
      {t.openScreen}
    </a>
  );
}

/** The steps in the file's order: when each applies, what it sends, where it may lead. */
export function StepList({
  preview,
  screens,
  onLoadScreens,
}: {
  preview: PassingPreview;
  screens: StepScreens;
  onLoadScreens: () => void;
}) {
  const intl = useIntl();
  const t = previewTexts(intl.locale);
  return (
    <section aria-labelledby="preview-steps">
      <h2 id="preview-steps" className={styles.heading}>
        {t.steps} ({t.stepCount(preview.steps.length)})
      </h2>
      {(screens === null || screens === 'loading') && (
        <Button variant="secondary" loading={screens === 'loading'} onClick={onLoadScreens}>
          {t.loadScreens}
        </Button>
      )}
      <ol className={styles.steps}>
        {preview.steps.map((step) => {
          const title = flowRouteTitle(step.route);
          return (
            <li key={step.name} data-step={step.name}>
              <Card>
                <strong>{title ? intl.formatMessage({ id: title }) : step.name}</strong>{' '}
                <code>{step.name}</code> <code>{step.route}</code>{' '}
                <ScreenLink step={step.name} screens={screens} />
                <ul className={styles.facts}>
                  <li>
                    <code>{step.path}</code>
                  </li>
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
                  {step.exits.map((exit) => (
                    <li key={exit.name}>
                      {t.exit}: {exit.name}
                      {exit.route && (
                        <>
                          {' → '}
                          <code>{exit.route}</code>
                        </>
                      )}
                    </li>
                  ))}
                  {step.entry && <li>{t.entry}</li>}
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

/** A customer's facts chosen, and the steps that customer walks (the engine's own rule). */
export function Walk({ preview, screens }: { preview: PassingPreview; screens: StepScreens }) {
  const t = previewTexts(useIntl().locale);
  const [facts, setFacts] = useState<Record<string, JourneyFactValue>>({});
  const walk = previewWalk(preview.journey, facts);
  const factNames = Object.keys(preview.facts);
  return (
    <section aria-labelledby="preview-walk">
      <h2 id="preview-walk" className={styles.heading}>
        {t.walk}
      </h2>
      <p>{factNames.length > 0 ? t.walkHint : t.noFacts}</p>
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
      <ol className={styles.walk} data-testid="preview-walk">
        {walk.map((name) => (
          <li key={name}>
            <code>{name}</code> <ScreenLink step={name} screens={screens} />
          </li>
        ))}
      </ol>
    </section>
  );
}
