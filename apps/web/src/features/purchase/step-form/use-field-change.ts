import { type ChangeEvent, useMemo } from 'react';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Handler = (event: ChangeEvent<FieldElement>) => void;
type SetForm<TForm> = (update: (previous: TForm) => TForm) => void;

/**
 * One change handler per field of a form held as one value, made once per field: `read` turns
 * what the field holds into the value kept (digits only, a length cap) and is the first one given
 * for that field. A change that leaves the value as it was leaves the form object as it was, so
 * nothing re-renders.
 */
export function fieldChangeHandlers<TForm extends object>(setForm: SetForm<TForm>) {
  const handlers = new Map<keyof TForm, Handler>();
  return <TField extends keyof TForm>(field: TField, read?: (raw: string) => TForm[TField]): Handler => {
    let handler = handlers.get(field);
    if (!handler) {
      handler = (event) => {
        const value = read ? read(event.target.value) : (event.target.value as TForm[TField]);
        setForm((previous) =>
          Object.is(previous[field], value) ? previous : { ...previous, [field]: value },
        );
      };
      handlers.set(field, handler);
    }
    return handler;
  };
}

/**
 * `fieldChangeHandlers` for a step's form (a draft), the same functions on every render: a
 * keystroke then re-renders only the field whose value changed, the design system's fields being
 * memoised. A new handler each render re-rendered every field of the form on each key, more than
 * a slow phone could paint between two keys.
 */
export function useFieldChange<TForm extends object>(setForm: SetForm<TForm>) {
  return useMemo(() => fieldChangeHandlers(setForm), [setForm]);
}
