// Runs once before the suites of a project: the black-box tests need a current bundle and must not
// build one themselves (see helpers/bundle.ts), and never reach an installed checkpoint (helpers/hermetic-path.ts).
import { bundleProblem } from './helpers/bundle.js';
import { pathWithoutCheckpoint } from './helpers/hermetic-path.js';

export default function requireCurrentBundle(): void {
  const problem = bundleProblem();
  if (problem) throw new Error(problem);
  // Set before the workers start, which inherit it: no test finds an installed checkpoint.
  process.env.PATH = pathWithoutCheckpoint(process.env.PATH);
}
