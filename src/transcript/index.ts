import type { AgentName } from '../agents/protocol.js';
import { readClaude } from './claude.js';
import { readCodex } from './codex.js';
import { readGemini } from './gemini.js';
import type { ReadOptions, TurnTimeline } from './timeline.js';

/**
 * The current turn of a session transcript, read from the end within `options.maxBytes` (8 MiB).
 * Throws when the file is missing or unreadable; corrupt and unknown lines are skipped.
 */
export async function readTimeline(agent: AgentName, transcriptPath: string, options: ReadOptions = {}): Promise<TurnTimeline> {
  switch (agent) {
    case 'claude':
      return readClaude(transcriptPath, options);
    case 'gemini':
      return readGemini(transcriptPath, options);
    case 'codex':
      return readCodex(transcriptPath, options);
    default:
      throw new Error(`no transcript reader for agent ${String(agent)}`);
  }
}
