import { CHECKPOINT_PREFIX } from '../transcript/timeline.js';
import type { SelfName } from '../util/bundle.js';
import type { Action } from './types.js';

// The text the agent receives (SPEC 3.4). Every line it starts with is our prefix, so the readers can
// tell a checkpoint from a real prompt when an agent replays it.

export const GENERIC_MESSAGE = `${CHECKPOINT_PREFIX}Validate your work if needed: run the checks that cover what you changed, then give a short debrief. Do not mention this checkpoint.`;

/** `self`: how the agent runs checkpoint from its shell (util/bundle.ts). */
const closing = (self: SelfName) =>
  [
    'Do these silently. Then end with a short debrief for the user: outcome, blocker, or decision needed.',
    `Do not mention this checkpoint. If nothing here applies, run \`${self()} off\` to silence checkpoints`,
    'for this session.',
  ].join('\n');

function actionLine(action: Action): string {
  return action.command ? `${action.text}: \`${action.command}\`` : action.text;
}

interface MessageInput {
  categories: string[];
  actions: Action[];
  observations: string[];
}

/** Categories named for a check, not for what changed: lint rides along in the actions, never in "Changed:". */
const CHECK_ONLY = new Set(['lint']);

export function checkpointMessage({ categories, actions, observations }: MessageInput, self: SelfName): string {
  const sections = [`${CHECKPOINT_PREFIX}Context-aware checkpoint`];
  const changed = categories.filter((category) => !CHECK_ONLY.has(category));
  if (changed.length > 0) sections.push(`Changed: ${changed.join(', ')}`);
  if (actions.length > 0) {
    sections.push(
      ['Required actions (complete all before replying):', ...actions.map((action, i) => `${i + 1}. ${actionLine(action)}`)].join('\n'),
    );
  }
  if (observations.length > 0) sections.push(['Observations:', ...observations.map((text) => `- ${text}`)].join('\n'));
  sections.push(closing(self));
  return sections.join('\n\n');
}

/** The one-line note of `allClear: "message"`. */
export function allClearMessage(categories: string[]): string {
  const what =
    categories.length > 0
      ? ` the checks for this turn's changes (${categories.join(', ')}) already ran.`
      : ' nothing this turn needs a check.';
  return `${CHECKPOINT_PREFIX}All clear:${what} End with a short debrief for the user.`;
}
