import { expect, it } from 'vitest';
import { walkTableProblems } from './browser/flow-walks';

// The browser walk's table, checked without a browser: every service flow with a journey file has
// its walks/<flow>.walk.ts, answering every step its customer takes and no step the file lacks.
it('has a row for every service flow with a journey file, answering each of its steps', () => {
  expect(walkTableProblems()).toEqual([]);
});
