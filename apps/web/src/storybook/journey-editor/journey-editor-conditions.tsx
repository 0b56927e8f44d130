import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Checkbox } from '../../design-system';
import styles from './journey-editor.module.css';
import { editorTexts } from './journey-editor.texts';

/**
 * When a step applies, changed by ticking the conditions of the flow's vocabulary, each as a
 * sentence (rendered once opened: a purchase has two dozen for each step).
 */
export function ConditionsEditor({
  when,
  conditions,
  described,
  onChange,
}: {
  when: readonly string[];
  conditions: readonly string[];
  described: (condition: string) => string;
  onChange: (when: readonly string[]) => void;
}) {
  const t = editorTexts(useIntl().locale);
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t.whenEdit}</summary>
      {open && (
        <>
          <p className={styles.hint}>{t.whenHint}</p>
          {conditions.map((condition) => (
            <Checkbox
              key={condition}
              label={t.condition(condition, described)}
              checked={when.includes(condition)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...when, condition] : when.filter((name) => name !== condition),
                )
              }
              data-condition={condition}
            />
          ))}
        </>
      )}
    </details>
  );
}
