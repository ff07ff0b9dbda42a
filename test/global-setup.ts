// Runs once before the suites of a project: the black-box tests need a current bundle and must not
// build one themselves (see helpers/bundle.ts).
import { bundleProblem } from './helpers/bundle.js';

export default function requireCurrentBundle(): void {
  const problem = bundleProblem();
  if (problem) throw new Error(problem);
}
