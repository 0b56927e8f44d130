import { format } from 'node:util';
import { afterEach, expect } from 'vitest';

/**
 * The web project's setup: a test fails on any warning React prints through `console.error`.
 * These tests run React's development build, the only one that warns (the app, the prerender and
 * the Storybook runner use the production build, which is silent), and each of these warnings is a
 * bug the production build hides: a list's children without keys (state lost or moved between
 * rows), a state update of one component while another renders, an update outside act.
 *
 * What counts as React's: a line logged by React's own code (its development bundle calls
 * `console.error`), or one naming React's warning pages. A test's own `console.error`, or a library's,
 * is left alone, as is a test that mocks `console.error` itself (it says what it expects).
 */
const REACT_CODE = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const REACT_WARNING_PAGE = /https:\/\/react\.dev\/(link|errors)\//;

/** Warnings no test may print yet, each with why it is allowed. None now. */
const ALLOWED: readonly RegExp[] = [];

const heard: string[] = [];
const original = console.error.bind(console);

console.error = (...args: unknown[]) => {
  const text = format(...args);
  // The caller's frame only (the stack's third line, after "Error" and this function): a
  // component that logs while React renders it has React's frames further down.
  const caller = new Error().stack?.split('\n')[2] ?? '';
  const fromReact = REACT_WARNING_PAGE.test(text) || REACT_CODE.test(caller);
  if (fromReact && !ALLOWED.some((allowed) => allowed.test(text))) heard.push(text);
  original(...args);
};

afterEach(() => {
  if (heard.length === 0) return;
  const warnings = heard.splice(0);
  const test = expect.getState().currentTestName ?? 'a test';
  throw new Error(
    `React warned during "${test}" (${warnings.length}); mend it at its source:\n\n${warnings
      .map((warning, index) => `${index + 1}. ${warning}`)
      .join('\n\n')}`,
  );
});
