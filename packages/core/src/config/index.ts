/** Constants from the specification (§5 limits, §9 timings and breakpoints, defaults). */
export * from './constants.ts';
