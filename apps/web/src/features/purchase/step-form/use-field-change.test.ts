import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { fieldChangeHandlers } from './use-field-change';

interface Form {
  name: string;
  phone: string;
}

/** A form held as one value, as a step's draft holds it. */
function formState(initial: Form) {
  const state = { form: initial, updates: 0 };
  const setForm = (update: (previous: Form) => Form) => {
    const next = update(state.form);
    if (next !== state.form) state.updates++;
    state.form = next;
  };
  return { state, change: fieldChangeHandlers<Form>(setForm) };
}
const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('fieldChangeHandlers', () => {
  it('gives a field the same handler every time, so a memoised field is not re-rendered by the others', () => {
    const { change } = formState({ name: '', phone: '' });
    expect(change('name')).toBe(change('name'));
    expect(change('name')).not.toBe(change('phone'));
  });

  it('writes only its own field, read through the field’s rule', () => {
    const { state, change } = formState({ name: 'Ana', phone: '' });
    const digits = (raw: string) => raw.replace(/\D/g, '').slice(0, 10);
    change('phone', digits)(typed('55-1234-5678 9'));
    expect(state.form).toEqual({ name: 'Ana', phone: '5512345678' });
  });

  it('leaves the form object as it was when the value does not change (nothing re-renders)', () => {
    const { state, change } = formState({ name: 'Ana', phone: '55' });
    const digits = (raw: string) => raw.replace(/\D/g, '');
    change('phone', digits)(typed('55a'));
    expect(state.updates).toBe(0);
  });
});
