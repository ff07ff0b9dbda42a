// A real git repository with a Claude transcript written the way Claude Code writes it, and the real
// bundle run as the agent runs it (hooks) and as the agent's shell runs it (commands).
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { gitRepo } from '../checkpoint/_helpers.js';
import { BUNDLE } from './bundle.js';

export const PROMPT_ID = 'p-1';

export function claudeProject() {
  const repo = gitRepo({
    'package.json': JSON.stringify({ name: 'demo', scripts: { test: 'vitest run' } }),
    'package-lock.json': '{}',
    'src/app.ts': 'export const a = 1;\n',
    'notes.md': '# notes\n',
  });
  const state = join(repo.home, 'state');
  // Installed as install.sh installs it: `checkpoint` on PATH, so texts name it plainly.
  const bin = join(repo.home, 'bin');
  mkdirSync(bin);
  symlinkSync(BUNDLE, join(bin, 'checkpoint'));
  const PATH = `${bin}:${process.env.PATH}`;
  const transcript = join(repo.home, 'session.jsonl');
  writeFileSync(transcript, '');
  let id = 0;
  const line = (record: Record<string, unknown>) =>
    appendFileSync(transcript, `${JSON.stringify({ promptId: PROMPT_ID, timestamp: new Date().toISOString(), ...record })}\n`);
  const transcriptApi = {
    prompt: (text: string, promptId = PROMPT_ID) => line({ type: 'user', promptId, message: { role: 'user', content: text } }),
    tool: (name: string, input: Record<string, unknown>, result = 'ok', isError = false) => {
      const toolId = `toolu_${++id}`;
      line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id: toolId, name, input }] } });
      line({
        type: 'user',
        message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: toolId, content: result, is_error: isError }] },
      });
    },
    feedback: (reason: string) =>
      line({ type: 'user', isMeta: true, message: { role: 'user', content: `Stop hook feedback:\n${reason}` } }),
  };
  const hook = (event: Record<string, unknown>, env: Record<string, string> = {}, agent = 'claude') => {
    const result = spawnSync(process.execPath, [BUNDLE, 'hook', agent], {
      input: JSON.stringify({ session_id: 'sess-1', transcript_path: transcript, cwd: repo.root, prompt_id: PROMPT_ID, ...event }),
      env: { PATH, HOME: repo.home, GIT_CONFIG_NOSYSTEM: '1', CHECKPOINT_STATE_DIR: state, CHECKPOINT_THRESHOLD_SECONDS: '0', ...env },
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    return result.stdout.trim() ? JSON.parse(result.stdout) : undefined;
  };
  /** A command as the agent's shell runs it (Claude's shell has the session id in its environment). */
  const cliWith = (env: Record<string, string>, ...args: string[]) =>
    spawnSync(process.execPath, [BUNDLE, ...args], {
      cwd: repo.root,
      env: { PATH, HOME: repo.home, CHECKPOINT_STATE_DIR: state, CLAUDE_CODE_SESSION_ID: 'sess-1', ...env },
      encoding: 'utf8',
    });
  const cli = (...args: string[]) => cliWith({}, ...args);
  return { ...repo, transcript: transcriptApi, hook, cli, cliWith, transcriptPath: transcript };
}
