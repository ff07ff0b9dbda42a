// The loader (scripts/build.mjs) compiles the bundle through a V8 code cache that holds the functions of
// the runs that wrote it, and writes it again when a run reports a code path it does not cover yet. A
// hook names its event, a stop judged in full says so: each of them then starts from compiled code.

const REPORT = Symbol.for('checkpoint.codePath');

/** Reports the code path this run takes (a word); outside the bundle (tests) nothing listens. */
export function codePath(name: string): void {
  const report = (globalThis as Record<symbol, unknown>)[REPORT];
  if (typeof report === 'function') report(name);
}
