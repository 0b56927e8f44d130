/**
 * Runs a Vite build with NODE_ENV=production, as `npm run build` has it: under Vitest or a shell
 * that set another value, Vite would resolve packages' development builds (React's among them).
 * The previous value is put back afterwards, and an unset one stays unset (assigning undefined
 * to process.env would store the string "undefined").
 */
export async function inProductionEnv<T>(run: () => Promise<T>): Promise<T> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await run();
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}
