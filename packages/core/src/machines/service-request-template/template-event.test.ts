import { describe, expect, it } from 'vitest';
import { templateEvent } from './template-event.ts';

describe('templateEvent', () => {
  const data = { reason: 'PRICE' };
  const facts = { offerAccepted: true };

  it('NEXT carries the step data and the facts it learned, each only when given', () => {
    expect(templateEvent('NEXT', { data, facts })).toEqual({ type: 'NEXT', data, facts });
    expect(templateEvent('NEXT', { data })).toStrictEqual({ type: 'NEXT', data });
    expect(templateEvent('NEXT')).toStrictEqual({ type: 'NEXT' });
  });

  it('BACK carries the step data and never facts', () => {
    expect(templateEvent('BACK', { data, facts })).toStrictEqual({ type: 'BACK', data });
    expect(templateEvent('BACK')).toStrictEqual({ type: 'BACK' });
  });

  it('UPDATE_DATA keeps what is typed', () => {
    expect(templateEvent('UPDATE_DATA', { data })).toStrictEqual({ type: 'UPDATE_DATA', data });
  });

  it('EXIT leaves by the exit the flow names, and refuses to guess one', () => {
    expect(templateEvent('EXIT', { exit: 'orders', data })).toStrictEqual({ type: 'EXIT', exit: 'orders' });
    expect(() => templateEvent('EXIT')).toThrow(/exit/);
  });

  it('the template commands carry nothing', () => {
    for (const command of ['SUBMIT', 'EDIT', 'RETRY', 'CANCEL', 'CHECK_AGAIN'] as const) {
      expect(templateEvent(command, { data, facts, exit: 'orders' })).toStrictEqual({ type: command });
    }
  });
});
