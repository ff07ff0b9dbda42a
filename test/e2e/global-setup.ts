// Runs once before the end-to-end suites: the pinned agent CLIs are installed into their cache now,
// not inside whichever test first needs one, where an install would eat that test's time.
// @ts-expect-error plain ESM script without types
import { AGENT_PACKAGES, ensureAgent } from '../../scripts/e2e-agents.mjs';

export default function installAgents(): void {
  for (const name of Object.keys(AGENT_PACKAGES)) ensureAgent(name);
}
