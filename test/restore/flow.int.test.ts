// Restore points as the agents and a person drive them: the real bundle, real git repositories.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Workspace } from '../../src/restore/workspace.js';
import { BUNDLE } from '../helpers/bundle.js';
import { writeUserConfig } from '../helpers/user-config.js';
import { makeRepo, type Sandbox } from './_helpers.js';

let bundle: string;
beforeAll(() => {
  bundle = BUNDLE;
});
let box: Sandbox | undefined;
afterEach(() => {
  box?.cleanup();
  box = undefined;
});

function driver(b: Sandbox) {
  const base = {
    PATH: process.env.PATH,
    HOME: join(b.base, 'home'),
    CHECKPOINT_STATE_DIR: b.env.CHECKPOINT_STATE_DIR!,
    GIT_CONFIG_NOSYSTEM: '1',
  };
  const transcript = join(b.base, 'claude.jsonl');
  writeFileSync(transcript, '');
  const hook = (agent: string, event: Record<string, unknown>, env: Record<string, string> = {}) => {
    const result = spawnSync(process.execPath, [bundle, 'hook', agent], {
      input: JSON.stringify({ session_id: `${agent}-1`, transcript_path: transcript, cwd: b.repo, ...event }),
      env: { ...base, ...env },
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    return result.stdout.trim() ? JSON.parse(result.stdout) : undefined;
  };
  const cli = (args: string[], env: Record<string, string> = {}, input?: string) =>
    spawnSync(process.execPath, [bundle, ...args], { cwd: b.repo, env: { ...base, ...env }, input, encoding: 'utf8' });
  const line = (record: Record<string, unknown>) =>
    appendFileSync(transcript, `${JSON.stringify({ timestamp: new Date().toISOString(), ...record })}\n`);
  /** Triggers of the stored points, newest first, once `count` exist: automatic points are taken by a detached process. */
  const triggersWhen = (count: number) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const triggers = JSON.parse(cli(['list', '--json']).stdout).map((row: { trigger: string }) => row.trigger);
      if (triggers.length >= count || Date.now() > deadline) return triggers;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  };
  return { hook, cli, line, transcript, triggersWhen };
}

describe('restore points through the hook and the CLI', () => {
  it('a Claude save reaches a new Gemini session at SessionStart; restore hands it over once', () => {
    box = makeRepo();
    const d = driver(box);
    d.hook('claude', { hook_event_name: 'UserPromptSubmit', prompt: 'add a login form', prompt_id: 'p1' });
    const saved = d.cli(
      ['save', '--note', 'form done, api next', '--decision', 'Use Postgres', '--because', 'JSON', '--question', 'Which port?'],
      { CLAUDE_CODE_SESSION_ID: 'claude-1' },
    );
    expect(saved.status).toBe(0);
    const id = /chk_[0-9a-z]{16}/.exec(saved.stdout)![0];
    const out = d.hook('gemini', { hook_event_name: 'SessionStart', source: 'startup' });
    expect(out.hookSpecificOutput.hookEventName).toBe('SessionStart');
    const context: string = out.hookSpecificOutput.additionalContext;
    expect(context).toContain('another session (claude session claude-1)');
    expect(context).toContain('form done, api next');
    expect(context).toContain('Use Postgres, because JSON');
    // checkpoint is not on this PATH: the context names the bundle itself, which the agent's shell can run.
    expect(context).toContain(`checkpoint.js restore ${id}\``);
    // the start point of the Claude session carries its first prompt as the task
    expect(context).toContain('Task: add a login form');

    const restored = d.cli(['resume'], { GEMINI_SESSION_ID: 'gemini-1' });
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain('Which port?');
    expect(d.hook('gemini', { hook_event_name: 'SessionStart', source: 'startup' })).toBeUndefined();
    const ws = new Workspace(box.repo, box.env);
    const day = readdirSync(join(ws.dir, 'trash'))[0];
    expect(readdirSync(join(ws.dir, 'trash', day))).toEqual(['claude-claude-1.json']);
  });

  it('PreCompact saves a point offered back to the same session after compaction', () => {
    box = makeRepo();
    const d = driver(box);
    expect(d.hook('claude', { hook_event_name: 'PreCompact', trigger: 'manual' })).toBeUndefined();
    expect(d.triggersWhen(1)).toEqual(['precompact']);
    const list = JSON.parse(d.cli(['list', '--json']).stdout);
    const out = d.hook('claude', { hook_event_name: 'SessionStart', source: 'compact' });
    expect(out.hookSpecificOutput.additionalContext).not.toContain('another session');
    expect(out.hookSpecificOutput.additionalContext).toContain(list[0].id);
  });

  it('a turn that rewrote a file with sed -i gets a turn point; undo brings the file back, undo again redoes', () => {
    box = makeRepo({ 'src/app.js': 'const port = 3000;\n' });
    const d = driver(box);
    d.hook('claude', { hook_event_name: 'UserPromptSubmit', prompt: 'change the port', prompt_id: 'p1' });
    execFileSync('sed', ['-i', 's/3000/4000/', join(box.repo, 'src/app.js')]);
    d.line({ type: 'user', promptId: 'p1', message: { role: 'user', content: 'change the port' } });
    d.line({ type: 'assistant', promptId: 'p1', message: { role: 'assistant', content: [{ type: 'text', text: 'done' }] } });
    expect(d.hook('claude', { hook_event_name: 'Stop', prompt_id: 'p1', last_assistant_message: 'done' })).toBeUndefined();
    expect(d.triggersWhen(2)).toEqual(['turn', 'start']);
    // a detached run of a turn end already recorded (or superseded) adds nothing
    const session = { agent: 'claude', sessionId: 'claude-1', cwd: box.repo, transcriptPath: d.transcript };
    const late = d.cli(['background'], {}, JSON.stringify({ kind: 'turn-end', session, at: Date.now() }));
    expect([late.status, late.stdout, late.stderr]).toEqual([0, '', '']);
    expect(JSON.parse(d.cli(['list', '--json']).stdout)).toHaveLength(2);

    const dry = d.cli(['undo', '--dry-run']);
    expect(dry.stdout).toContain('Would overwrite (1):\n  src/app.js');
    expect(box.read('src/app.js')).toBe('const port = 4000;\n');
    // one listing of the work tree per undo: the tree after it is the one before with its own writes handed again
    const undo = d.cli(['undo'], { CHECKPOINT_DEBUG: '1' });
    expect(undo.status).toBe(0);
    expect(undo.stderr.match(/stage, from a listing of the work tree/g)).toHaveLength(1);
    expect(undo.stderr.match(/stage, from its own writes/g)).toHaveLength(1);
    expect(undo.stderr.match(/git status:/g)).toBeNull();
    expect(undo.stderr.match(/git write-tree:/g)?.length ?? 0).toBeLessThanOrEqual(2);
    expect(box.read('src/app.js')).toBe('const port = 3000;\n');
    expect(d.cli(['undo']).status).toBe(0);
    expect(box.read('src/app.js')).toBe('const port = 4000;\n');
  });

  it('the prompt after a turn that changed files finds the turn point holding the tree: no second point of the same moment', () => {
    box = makeRepo({ 'src/app.js': 'const port = 3000;\n' });
    const d = driver(box);
    d.hook('claude', { hook_event_name: 'UserPromptSubmit', prompt: 'change the port', prompt_id: 'p1' });
    d.line({ type: 'user', promptId: 'p1', message: { role: 'user', content: 'change the port' } });
    // the agent's own edit: the turn point names it among the paths the turn touched
    const edit = { file_path: join(box.repo, 'src/app.js'), old_string: '3000', new_string: '4000' };
    d.line({
      type: 'assistant',
      promptId: 'p1',
      message: { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'Edit', input: edit }] },
    });
    box.write('src/app.js', 'const port = 4000;\n');
    d.line({
      type: 'user',
      promptId: 'p1',
      message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'ok' }] },
    });
    d.line({ type: 'assistant', promptId: 'p1', message: { role: 'assistant', content: [{ type: 'text', text: 'done' }] } });
    d.hook('claude', { hook_event_name: 'Stop', prompt_id: 'p1', last_assistant_message: 'done' });
    expect(d.triggersWhen(2)).toEqual(['turn', 'start']);
    d.hook('claude', { hook_event_name: 'UserPromptSubmit', prompt: 'now the host', prompt_id: 'p2' });
    expect(JSON.parse(d.cli(['list', '--json']).stdout).map((row: { trigger: string }) => row.trigger)).toEqual(['turn', 'start']);
    // a change between the turns is the next prompt's to hold
    box.write('src/app.js', 'const port = 5000;\n');
    d.hook('claude', { hook_event_name: 'UserPromptSubmit', prompt: 'and again', prompt_id: 'p3' });
    expect(d.triggersWhen(3)).toEqual(['prompt', 'turn', 'start']);
  });

  it('a stop that ends the turn answers at once and leaves its point to a detached run, even with the workspace held; the next prompt finds it recorded (by that run, or by itself when it comes first)', async () => {
    box = makeRepo({ 'README.md': '# demo\n', 'src/app.js': 'export const a = 1;\n' });
    const d = driver(box);
    const sandbox = box;
    const ws = new Workspace(sandbox.repo, sandbox.env);
    const stop = (turn: string) =>
      spawnSync(process.execPath, [bundle, 'hook', 'claude'], {
        input: JSON.stringify({
          session_id: 'claude-1',
          transcript_path: d.transcript,
          cwd: sandbox.repo,
          hook_event_name: 'Stop',
          prompt_id: turn,
        }),
        env: {
          PATH: process.env.PATH,
          HOME: join(sandbox.base, 'home'),
          CHECKPOINT_STATE_DIR: sandbox.env.CHECKPOINT_STATE_DIR!,
          CHECKPOINT_DEBUG: '1',
        },
        encoding: 'utf8',
      });
    const turn = (key: string, text: string) => {
      d.hook('claude', { hook_event_name: 'UserPromptSubmit', prompt: `turn ${key}`, prompt_id: key });
      d.line({ type: 'user', promptId: key, message: { role: 'user', content: `turn ${key}` } });
      sandbox.write('src/app.js', text);
      d.line({ type: 'assistant', promptId: key, message: { role: 'assistant', content: [{ type: 'text', text: 'done' }] } });
    };
    turn('p1', 'export const a = 2;\n');
    const first = stop('p1');
    expect(first.stderr).toContain('turn-end: left to a detached run');
    expect(d.triggersWhen(2)).toEqual(['turn', 'start']);
    // Another restore operation holds the workspace: the stop does not wait for it.
    turn('p2', 'export const a = 3;\n');
    let waited = 0;
    await ws.locked(() => {
      const started = Date.now();
      expect(stop('p2').stderr).toContain('turn-end: left to a detached run');
      waited = Date.now() - started;
    });
    expect(waited).toBeLessThan(5000);
    expect(d.triggersWhen(3)[0]).toBe('turn');
    // The next prompt at once: the turn's end is recorded as of the stop, by the detached run or by the prompt.
    turn('p3', 'export const a = 4;\n');
    stop('p3');
    d.hook('claude', { hook_event_name: 'UserPromptSubmit', prompt: 'turn p4', prompt_id: 'p4' });
    const triggers = d.triggersWhen(4);
    expect(triggers.slice(0, 2)).toEqual(['turn', 'turn']);
    const undo = d.cli(['undo', '--dry-run', '--json'], { CLAUDE_CODE_SESSION_ID: 'claude-1' });
    // The turn in progress (p4) changed nothing: undo takes back p3, whose end is 4 and base 3.
    expect(JSON.parse(undo.stdout).overwrote).toEqual(['src/app.js']);
  });

  it('a corrupt record: list marks it, restore prints its raw text, keeps the marker and offers the parent', () => {
    box = makeRepo();
    const d = driver(box);
    const first = /chk_\w+/.exec(d.cli(['save', '--name', 'base']).stdout)![0];
    const second = /chk_\w+/.exec(d.cli(['save', '--note', 'later']).stdout)![0];
    const ws = new Workspace(box.repo, box.env);
    writeFileSync(ws.pointFile(second), '{"version":1,"id":"half');
    writeFileSync(`${ws.pointFile('chk_zzzzzzzzzzzzzzzz')}.123.abc.tmp`, '{');
    const listed = d.cli(['list']).stdout;
    expect(listed).toContain(`${second}`);
    expect(listed).toMatch(/\[corrupt\]/);
    expect(listed.trim().split('\n')).toHaveLength(2);
    const restored = d.cli(['restore']);
    expect(restored.status).toBe(1);
    expect(restored.stdout).toContain('{"version":1,"id":"half');
    expect(restored.stdout).toContain('Recover by hand');
    expect(restored.stdout).toContain(`checkpoint restore ${first}`);
    expect(ws.markers().map((m) => m.id)).toEqual([second]);
  });

  it('delete moves to the trash, prune keeps what it promises and the shadow repository shrinks', () => {
    box = makeRepo();
    const d = driver(box);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      box.write(`data/file-${i}.txt`, randomBytes(30_000).toString('hex')); // incompressible: pruning must show
      ids.push(/chk_\w+/.exec(d.cli(['save', ...(i === 1 ? ['--name', 'keep me'] : [])]).stdout)![0]);
      box.write(`data/file-${i}.txt`, 'small\n');
    }
    const ws = new Workspace(box.repo, box.env);
    // every point old enough to be pruned by age: rewrite createdAt ten days back
    for (const id of ids) {
      const record = JSON.parse(readFileSync(ws.pointFile(id), 'utf8'));
      writeFileSync(ws.pointFile(id), JSON.stringify({ ...record, createdAt: record.createdAt - 10 * 86_400_000 }));
    }
    expect(d.cli(['delete', ids[2]]).status).toBe(0);
    expect(existsSync(ws.pointFile(ids[2]))).toBe(false);
    const sizeBefore = du(ws.shadowDir);
    writeUserConfig({ HOME: join(box.base, 'home') }, { restore: { keep: 2, maxAgeDays: 1 } });
    const dry = d.cli(['prune', '--dry-run']);
    expect(dry.stdout).toContain('Would remove 2');
    expect(d.cli(['list', '--json']).stdout).toContain(ids[0]);
    expect(d.cli(['prune']).status).toBe(0);
    expect(ws.ids().sort()).toEqual([ids[1], ids[4], ids[5]].sort());
    expect(existsSync(join(ws.dir, 'trash'))).toBe(false);
    expect(du(ws.shadowDir)).toBeLessThan(sizeBefore);
    const undo = d.cli(['restore', '--files', ids[1]]);
    expect(undo.status).toBe(0);
    expect(box.read('data/file-1.txt').length).toBe(60_000);
  });

  it('inspect shows the lineage both ways and what differs from the tree; delete --older-than takes the old ones', () => {
    box = makeRepo();
    const d = driver(box);
    const save = () => /chk_\w+/.exec(d.cli(['save']).stdout)![0];
    const first = save();
    box.write('src/app.js', 'export const a = 2;\n');
    const second = save();
    box.write('src/app.js', 'export const a = 3;\n');
    const inspected = JSON.parse(d.cli(['inspect', second, '--json']).stdout);
    expect(inspected.parents).toEqual([first]);
    expect(inspected.differences).toEqual([{ path: 'src/app.js', status: 'modified', binary: false, insertions: 1, deletions: 1 }]);
    expect(inspected.differ).toBe(1);
    expect(JSON.parse(d.cli(['inspect', first, '--json']).stdout).children).toEqual([second]);
    expect(d.cli(['inspect', second]).stdout).toContain(`Parents: ${first}`);
    // The first point ten days old: --older-than 7d takes it, never the newest.
    const ws = new Workspace(box.repo, box.env);
    const record = JSON.parse(readFileSync(ws.pointFile(first), 'utf8'));
    writeFileSync(ws.pointFile(first), JSON.stringify({ ...record, createdAt: record.createdAt - 10 * 86_400_000 }));
    expect(d.cli(['delete', '--older-than', '7d']).status).toBe(0);
    expect(ws.ids()).toEqual([second]);
  });

  it('prune in a workspace with no restore point yet: nothing to do, exit 0', () => {
    box = makeRepo();
    const result = driver(box).cli(['prune']);
    expect([result.status, result.stdout]).toEqual([0, 'Removed 0 restore points, 0 investigation reports.\n']);
  });

  it('bad usage exits 2 with one sentence', () => {
    box = makeRepo();
    const d = driver(box);
    expect(d.cli(['list', '--limit', 'x']).status).toBe(2);
    expect(d.cli(['delete', '--older-than', 'soon']).status).toBe(2);
    expect(d.cli(['delete']).status).toBe(2);
  });
});

function du(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}
