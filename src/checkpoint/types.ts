export interface Action {
  category: string;
  /** Imperative text, e.g. "Run the tests". */
  text: string;
  /** A concrete command, when one was detected or configured. */
  command?: string;
}

export interface CheckpointResult {
  /** Names of the categories this turn's changed files fell into, in category order. */
  categories: string[];
  actions: Action[];
  observations: string[];
  /** This turn's changed files (relative to the project root) that were considered. */
  changedFiles: string[];
  silent: boolean;
  /** Why it is silent or not, for eval/status (e.g. "no turn-local changes", "docs only"). */
  why: string;
  /** The full text for the agent; empty when silent. */
  message: string;
}
