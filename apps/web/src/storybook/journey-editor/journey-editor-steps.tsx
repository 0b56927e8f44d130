import type { JourneyFile, JourneyFinding, JourneyVocabulary } from '@senda/core/journey';
import {
  canShowFaq,
  moveStep,
  moveStepBy,
  optionalSteps,
  removedSteps,
  removeStep,
  restoreStep,
  setFaqShown,
  setStepConditions,
} from '@senda/core/journey';
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, Checkbox, Cluster } from '../../design-system';
import styles from './journey-editor.module.css';
import { editorTexts } from './journey-editor.texts';
import { ConditionsEditor } from './journey-editor-conditions';
import { FindingList } from './journey-editor-findings';
import type { CustomerStepNumber } from './walk-customers';

type Title = (step: string) => string;
type Edit = (next: JourneyFile, announcement: string) => void;

/**
 * The steps in order, each with its findings. Moved by dragging its handle (a mouse, a finger, a
 * pen), or by its Up and Down buttons (a keyboard, a screen reader); each move is announced with
 * the step's new place.
 */
export function StepList({
  file,
  vocabulary,
  findingsOf,
  title,
  numbers,
  numberedFor,
  onEdit,
}: {
  file: JourneyFile;
  vocabulary: JourneyVocabulary | undefined;
  findingsOf: (step: string) => JourneyFinding[];
  title: Title;
  /**
   * Each step's number as the walk's customer sees it (none: they do not pass there); none at all
   * while the file has errors (no customer can walk it).
   */
  numbers: ReadonlyMap<string, CustomerStepNumber> | undefined;
  /** Who those numbers are for, when the path depends on the customer. */
  numberedFor: string | undefined;
  onEdit: Edit;
}) {
  const t = editorTexts(useIntl().locale);
  // The step held by its handle and the place it would drop at.
  const [drag, setDrag] = useState<{ step: string; over: number }>();
  const list = useRef<HTMLOListElement>(null);
  // The button pressed keeps the focus as its step moves (the list re-renders around it), so a
  // keyboard user can press it again; at either end, the other button of the step takes it.
  const [pressed, setPressed] = useState<{ step: string; direction: 'up' | 'down' }>();
  useEffect(() => {
    if (!pressed) return;
    const buttons = [pressed.direction, pressed.direction === 'up' ? 'down' : 'up'].map((direction) =>
      list.current?.querySelector<HTMLButtonElement>(
        `[data-step="${pressed.step}"] [data-move="${direction}"]`,
      ),
    );
    buttons.find((button) => button && !button.disabled)?.focus();
  }, [pressed]);
  const steps = file.onboarding.steps;
  const optional = new Set(vocabulary ? optionalSteps(file, vocabulary) : []);
  // A condition the editor has no sentence for shows its vocabulary's own description.
  const described = (condition: string) => vocabulary?.conditions[condition]?.description ?? condition;
  const move = (name: string, next: JourneyFile, direction?: 'up' | 'down') => {
    const at = next.onboarding.steps.findIndex((step) => step.name === name);
    const after = next.onboarding.steps[at - 1]?.name;
    onEdit(next, t.moved(title(name), after === undefined ? undefined : title(after)));
    if (direction) setPressed({ step: name, direction });
  };
  // Dragging by Pointer Events: a mouse, a finger or a pen alike (HTML5 drag and drop never
  // starts on touch). The handle keeps the pointer; the step under it is where the drop goes.
  const placeAt = (x: number, y: number) => {
    const over = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-step]');
    if (!over || !list.current?.contains(over)) return undefined;
    return steps.findIndex((candidate) => candidate.name === over.dataset.step);
  };
  const startDrag = (event: ReactPointerEvent<HTMLElement>, name: string, index: number) => {
    if (event.button !== 0) return;
    event.preventDefault();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the moves still reach the handle under it.
    }
    setDrag({ step: name, over: index });
  };
  const dragOver = (event: ReactPointerEvent<HTMLElement>, name: string) => {
    if (drag?.step !== name) return;
    // Near the window's edge the page scrolls, so a step off screen can be reached by a finger.
    const edge = 48;
    if (event.clientY < edge) window.scrollBy({ top: -16, behavior: 'instant' });
    else if (event.clientY > window.innerHeight - edge) window.scrollBy({ top: 16, behavior: 'instant' });
    const over = placeAt(event.clientX, event.clientY);
    if (over !== undefined && over >= 0 && over !== drag.over) setDrag({ step: name, over });
  };
  const drop = (event: ReactPointerEvent<HTMLElement>, name: string) => {
    if (drag?.step !== name) return;
    const to = placeAt(event.clientX, event.clientY) ?? drag.over;
    setDrag(undefined);
    if (to >= 0 && to !== steps.findIndex((candidate) => candidate.name === name))
      move(name, moveStep(file, name, to));
  };
  return (
    <section aria-labelledby="editor-steps">
      <h2 id="editor-steps" className={styles.heading}>
        {t.steps}
      </h2>
      <p className={styles.hint}>{t.stepsHint}</p>
      {numbers && numberedFor && <p className={styles.hint}>{t.numberedFor(numberedFor)}</p>}
      <ol className={styles.steps} ref={list}>
        {steps.map((step, index) => {
          const name = title(step.name);
          const findings = findingsOf(step.name);
          const number = numbers?.get(step.name);
          return (
            <li
              key={step.name}
              data-step={step.name}
              className={
                drag?.step === step.name
                  ? styles.dragging
                  : drag && drag.over === index
                    ? styles.dropTarget
                    : undefined
              }
            >
              <Card>
                <div className={styles.stepHead}>
                  <span
                    className={styles.handle}
                    data-drag-handle={step.name}
                    // Pointer-only: the keyboard and screen readers move a step with its buttons.
                    aria-hidden="true"
                    title={t.dragHandle}
                    onPointerDown={(event) => startDrag(event, step.name, index)}
                    onPointerMove={(event) => dragOver(event, step.name)}
                    onPointerUp={(event) => drop(event, step.name)}
                    onPointerCancel={() => setDrag(undefined)}
                  >
                    ⠿
                  </span>
                  {numbers && (
                    <span className={styles.position} data-customer-step={step.name}>
                      {typeof number === 'object'
                        ? t.customerStep(number.current, number.total)
                        : number === 'end'
                          ? t.endPage
                          : t.notWalked}
                    </span>
                  )}
                  <strong>{name}</strong>
                </div>
                <p className={styles.muted} data-applies={step.name}>
                  {step.when?.length ? t.some(step.when, described) : t.always}
                  {step.final ? ` ${t.final}.` : ''}
                </p>
                <details className={styles.muted}>
                  <summary>{t.developers}</summary>
                  {t.codeName}: <code>{step.name}</code> · {t.page}: <code>{step.route}</code>
                </details>
                {findings.length > 0 && <FindingList findings={findings} title={title} />}
                {vocabulary && Object.hasOwn(vocabulary.neededSteps, step.name) && (
                  <p className={styles.muted} data-needed-step={step.name}>
                    {t.needed}
                  </p>
                )}
                <Cluster gap={2}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t.moveUp(name)}
                    disabled={index === 0}
                    onClick={() => move(step.name, moveStepBy(file, step.name, -1), 'up')}
                    data-move="up"
                  >
                    {t.up}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t.moveDown(name)}
                    disabled={index === steps.length - 1}
                    onClick={() => move(step.name, moveStepBy(file, step.name, 1), 'down')}
                    data-move="down"
                  >
                    {t.down}
                  </Button>
                  {optional.has(step.name) && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t.removeStep(name)}
                      onClick={() => onEdit(removeStep(file, step.name), t.removedNow(name))}
                      data-remove={step.name}
                    >
                      {t.remove}
                    </Button>
                  )}
                </Cluster>
                {vocabulary && (
                  <ConditionsEditor
                    when={step.when ?? []}
                    conditions={Object.keys(vocabulary.conditions)}
                    described={described}
                    onChange={(next) => onEdit(setStepConditions(file, step.name, next), t.whenChanged(name))}
                  />
                )}
                {canShowFaq(step) && (
                  <Checkbox
                    label={t.faq}
                    checked={step.faq.enabled}
                    onChange={(event) => onEdit(setFaqShown(file, step.name, event.target.checked), '')}
                  />
                )}
              </Card>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The shipped file's steps the edit removed, each with what its removal does and a way back. */
export function RemovedSteps({
  file,
  shipped,
  findingsOf,
  title,
  onEdit,
}: {
  file: JourneyFile;
  shipped: JourneyFile;
  findingsOf: (step: string) => JourneyFinding[];
  title: Title;
  onEdit: Edit;
}) {
  const t = editorTexts(useIntl().locale);
  const removed = removedSteps(file, shipped);
  if (removed.length === 0) return null;
  return (
    <section aria-labelledby="editor-removed">
      <h2 id="editor-removed" className={styles.heading}>
        {t.removed}
      </h2>
      <p className={styles.hint}>{t.removedHint}</p>
      <ul className={styles.steps}>
        {removed.map((name) => (
          <li key={name} data-removed-step={name}>
            <Card>
              <strong>{title(name)}</strong>
              <FindingList findings={findingsOf(name)} title={title} />
              <Button
                size="sm"
                variant="secondary"
                aria-label={t.restoreStep(title(name))}
                onClick={() => {
                  const next = restoreStep(file, shipped, name);
                  onEdit(next, t.restoredNow(title(name)));
                }}
              >
                {t.restore}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
