// Which hook entries checkpoint wants in each agent's settings (SPEC 6). Pure: the command string and
// whether risky-command saves are on come from the caller.
import type { AgentName } from '../transcript/timeline.js';
import type { HookEntry } from './settings.js';

interface AgentHooks {
  lifecycle: string[];
  /** The tool-call event and the matcher for the agent's shell tool. */
  toolCall: { event: string; matcher: string };
  /** Claude and Codex count hook timeouts in seconds, Gemini in milliseconds. */
  timeout: number;
}

export const AGENT_HOOKS: Record<AgentName, AgentHooks> = {
  claude: {
    lifecycle: ['SessionStart', 'UserPromptSubmit', 'Stop', 'PreCompact'],
    toolCall: { event: 'PreToolUse', matcher: 'Bash' },
    timeout: 30,
  },
  gemini: {
    lifecycle: ['SessionStart', 'BeforeAgent', 'AfterAgent', 'PreCompress'],
    toolCall: { event: 'BeforeTool', matcher: 'run_shell_command' },
    timeout: 30000,
  },
  codex: {
    lifecycle: ['SessionStart', 'UserPromptSubmit', 'Stop', 'PreCompact'],
    toolCall: { event: 'PreToolUse', matcher: 'Bash' },
    timeout: 30,
  },
};

/**
 * The tool-call entry starts a process on every shell call, so it is only worth its cost when
 * risky-command saves need to see those calls.
 */
export function desiredEntries(agent: AgentName, hookCommand: string, riskySaves: boolean): HookEntry[] {
  const spec = AGENT_HOOKS[agent];
  const entries: HookEntry[] = spec.lifecycle.map((event) => ({ event, command: hookCommand, timeout: spec.timeout }));
  if (riskySaves) entries.push({ ...spec.toolCall, command: hookCommand, timeout: spec.timeout });
  return entries;
}
