// A Codex TUI rollout for the notify tests: one turn that rewrote src/app.js with a shell redirect and
// ran no tests, written where notify looks for it (CODEX_HOME/sessions/<day>/rollout-*-<thread>.jsonl).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { recentDayFolders } from '../../src/notify/rollout.js';
import { CHECKPOINT_PREFIX } from '../../src/transcript/timeline.js';

export const PROMPT = 'Change the exported value';

interface RolloutTurn {
  codexHome: string;
  repo: string;
  threadId: string;
  turnId: string;
  /** The Stop hook route already blocked this turn: Codex logs the reason as a user message. */
  hookCheckpoint?: boolean;
}

/** Writes the rollout and returns its path. */
export function writeRollout({ codexHome, repo, threadId, turnId, hookCheckpoint = false }: RolloutTurn): string {
  const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
  const inTurn = { turn_id: turnId };
  const lines: unknown[] = [
    { timestamp: at(60), type: 'session_meta', payload: { id: threadId, session_id: threadId, cwd: repo, originator: 'codex_tui' } },
    { timestamp: at(60), type: 'event_msg', payload: { type: 'task_started', turn_id: turnId } },
    { timestamp: at(60), type: 'turn_context', payload: { turn_id: turnId, cwd: repo } },
    {
      timestamp: at(59),
      type: 'response_item',
      payload: {
        type: 'message',
        role: 'user',
        content: [{ type: 'input_text', text: PROMPT }],
        internal_chat_message_metadata_passthrough: { ...inTurn, content_item_metadata: [{ provenance: { type: 'user' } }] },
      },
    },
    {
      timestamp: at(50),
      type: 'response_item',
      payload: {
        type: 'function_call',
        name: 'exec_command',
        arguments: JSON.stringify({ cmd: "printf 'export const a = 2;\\n' > src/app.js" }),
        call_id: 'call_1',
        internal_chat_message_metadata_passthrough: inTurn,
      },
    },
    {
      timestamp: at(49),
      type: 'response_item',
      payload: {
        type: 'function_call_output',
        call_id: 'call_1',
        output: 'Chunk ID: 1\nWall time: 0.0 seconds\nProcess exited with code 0\nOutput:\n',
      },
    },
    {
      timestamp: at(40),
      type: 'response_item',
      payload: {
        type: 'message',
        role: 'assistant',
        content: [{ type: 'output_text', text: 'Done.' }],
        internal_chat_message_metadata_passthrough: inTurn,
      },
    },
  ];
  if (hookCheckpoint) {
    const reason = `${CHECKPOINT_PREFIX}Context-aware checkpoint\n\nRequired actions (complete all before replying):\n1. Run the tests: \`npm test\``;
    lines.push({
      timestamp: at(39),
      type: 'response_item',
      payload: {
        type: 'message',
        role: 'user',
        content: [{ type: 'input_text', text: `<hook_prompt hook_run_id="stop:1:hooks.json">${reason}</hook_prompt>` }],
        internal_chat_message_metadata_passthrough: inTurn,
      },
    });
  }
  lines.push({ timestamp: at(38), type: 'event_msg', payload: { type: 'task_complete', turn_id: turnId, last_agent_message: 'Done.' } });
  const folder = join(codexHome, 'sessions', recentDayFolders(Date.now(), 1)[0]!);
  mkdirSync(folder, { recursive: true });
  const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
  const file = join(folder, `rollout-${stamp}-${threadId}.jsonl`);
  writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
  return file;
}
