// Every command a person types, through the real bundle: bad usage exits 2 with the closest flag and
// touches nothing; bad input exits 1 with its fix and never a verdict or new state.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';

let bundle: string;
let home: string;
beforeAll(() => {
  bundle = BUNDLE;
  home = mkdtempSync(join(tmpdir(), 'checkpoint-usage-'));
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

const SETTINGS = '{\n  "model": "opus"\n}\n';

function run(args: string[], extraEnv: Record<string, string> = {}) {
  const env = {
    HOME: home,
    PATH: `${dirname(process.execPath)}:/usr/bin:/bin`,
    CHECKPOINT_STATE_DIR: join(home, 'state'),
    XDG_CONFIG_HOME: join(home, '.config'),
    ...extraEnv,
  };
  return spawnSync(process.execPath, [bundle, ...args], { cwd: home, env, encoding: 'utf8' });
}

/** Every path under dir except the bundle's compile cache (written by any first run, by design). */
function tree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => !path.startsWith(join(home, 'state')))
    .sort();
}

describe('strict arguments: bad usage exits 2, says the fix, and changes nothing', () => {
  it.each([
    {
      args: ['uninstall', '--dryrun'],
      stderr: 'checkpoint uninstall: unknown option --dryrun (did you mean --dry-run?): run `checkpoint uninstall --help`',
    },
    { args: ['init', '-n'], stderr: 'checkpoint init: unknown option -n: run `checkpoint init --help`' },
    {
      args: ['init', '--agent'],
      stderr: 'checkpoint init: --agent needs a value: --agent <claude,gemini,codex>: run `checkpoint init --help`',
    },
    { args: ['init', '--dry-run=yes'], stderr: 'checkpoint init: --dry-run takes no value: run `checkpoint init --help`' },
    {
      args: ['uninstall', '--purg'],
      stderr: 'checkpoint uninstall: unknown option --purg (did you mean --purge?): run `checkpoint uninstall --help`',
    },
    {
      args: ['eval', '--transcirpt', '/nope'],
      stderr: 'checkpoint eval: unknown option --transcirpt (did you mean --transcript?): run `checkpoint eval --help`',
    },
    {
      args: ['eval', 'extra'],
      stderr: 'checkpoint eval: unexpected argument "extra": this command takes none: run `checkpoint eval --help`',
    },
    {
      args: ['status', '--session'],
      stderr: 'checkpoint status: --session needs a value: --session <id>: run `checkpoint status --help`',
    },
    {
      args: ['status', '--sesion', 'x'],
      stderr: 'checkpoint status: unknown option --sesion (did you mean --session?): run `checkpoint status --help`',
    },
    {
      args: ['status', 'now'],
      stderr: 'checkpoint status: unexpected argument "now": this command takes none: run `checkpoint status --help`',
    },
    { args: ['off', '--all'], stderr: 'checkpoint off: unknown option --all: run `checkpoint off --help`' },
    { args: ['on', 'please'], stderr: 'checkpoint on: unexpected argument "please": this command takes none: run `checkpoint on --help`' },
    {
      args: ['doctor', '--jsn'],
      stderr: 'checkpoint doctor: unknown option --jsn (did you mean --json?): run `checkpoint doctor --help`',
    },
    { args: ['sessions', '--limit'], stderr: 'checkpoint sessions: --limit needs a value: --limit <N>: run `checkpoint sessions --help`' },
    { args: ['help', 'eval', 'more'], stderr: 'checkpoint help: unexpected argument "more": run `checkpoint help --help`' },
    { args: ['version', '--short'], stderr: 'checkpoint version: unknown option --short: run `checkpoint version --help`' },
    { args: ['--verbose'], stderr: 'checkpoint: unknown option --verbose: run `checkpoint --help`' },
    {
      args: ['unintsall'],
      stderr: 'checkpoint: unknown command "unintsall" (did you mean uninstall?): run `checkpoint --help` for the list',
    },
    {
      args: ['inspect'],
      stderr:
        "checkpoint inspect: missing <id>: a restore point's id (or any unique start of it) or name (`checkpoint list` shows them): run `checkpoint inspect --help`",
    },
    { args: ['list', '--limit', '-3'], stderr: 'checkpoint list: --limit -3 is not a whole number above 0: give one, like --limit 20' },
    {
      args: ['save', '--because', 'no deps'],
      stderr:
        'checkpoint save: --because "no deps" has no --decision before it to explain: give it right after its decision, --decision "<what>" --because "<why>": run `checkpoint save --help`',
    },
    {
      args: ['save', '--decision', 'lexer', '--because', 'no deps', '--because', 'fast'],
      stderr:
        'checkpoint save: --because "fast" has no --decision before it to explain: give it right after its decision, --decision "<what>" --because "<why>": run `checkpoint save --help`',
    },
  ])('checkpoint $args', ({ args, stderr }) => {
    mkdirSync(join(home, '.claude'), { recursive: true });
    writeFileSync(join(home, '.claude', 'settings.json'), SETTINGS);
    const before = tree(home);
    const result = run(args);
    expect(result.stderr).toBe(`${stderr}\n`);
    expect(result.stdout).toBe('');
    expect(result.status).toBe(2);
    expect(tree(home)).toEqual(before);
    expect(readFileSync(join(home, '.claude', 'settings.json'), 'utf8')).toBe(SETTINGS);
  });
});

describe('bad input is an error with its fix, never a verdict or new state', () => {
  it.each([
    {
      args: ['eval', '--transcript', '/does/not/exist'],
      stderr:
        'checkpoint eval: transcript /does/not/exist not found: pass the path of an existing transcript file (`checkpoint sessions` lists the sessions with one)',
    },
    {
      args: ['eval', '--cwd', '/does/not/exist'],
      stderr: 'checkpoint eval: directory /does/not/exist does not exist: pass --cwd <an existing project directory>',
    },
    {
      args: ['eval'],
      stderr:
        "checkpoint eval: no session recorded for this workspace yet (they appear once an agent with checkpoint hooks runs here): `checkpoint sessions --all` lists the other workspaces' sessions, and --session <id> takes one",
    },
    {
      args: ['status', '--session', 'nope'],
      stderr:
        'checkpoint status: no session "nope" is recorded in any agent: `checkpoint sessions --all` lists them, with the ids --session takes',
    },
    {
      args: ['off', '--session', 'nope'],
      stderr:
        'checkpoint off: no session "nope" is recorded in any agent: `checkpoint sessions --all` lists them, with the ids --session takes',
    },
    {
      args: ['on', '--session', 'nope'],
      stderr:
        'checkpoint on: no session "nope" is recorded in any agent: `checkpoint sessions --all` lists them, with the ids --session takes',
    },
  ])('checkpoint $args', ({ args, stderr }) => {
    const result = run(args);
    expect(result.stderr).toBe(`${stderr}\n`);
    expect(result.stdout).toBe('');
    expect(result.status).toBe(1);
    expect(existsSync(join(home, 'state', 'sessions'))).toBe(false);
  });

  it('an unknown agent is bad usage, with the agent meant', () => {
    const result = run(['eval', '--agent', 'claud']);
    expect([result.status, result.stderr]).toEqual([
      2,
      'checkpoint eval: unknown agent "claud" (did you mean claude?): use --agent claude, gemini or codex\n',
    ]);
  });

  it('eval --json prints its error as JSON', () => {
    const result = run(['eval', '--json', '--transcript', '/does/not/exist']);
    expect(result.status).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({ error: expect.stringContaining('transcript /does/not/exist not found'), exitCode: 1 });
  });
});

describe('conventions', () => {
  it.each([
    { name: 'help into a pipe has no colour', args: ['--help'], env: {} as Record<string, string>, colour: false },
    { name: 'FORCE_COLOR=0', args: ['init', '--help'], env: { FORCE_COLOR: '0' }, colour: false },
    { name: 'FORCE_COLOR=1 forces it', args: ['init', '--help'], env: { FORCE_COLOR: '1' }, colour: true },
    { name: 'NO_COLOR beats nothing', args: ['help', 'eval'], env: { NO_COLOR: '1' }, colour: false },
  ])('$name', ({ args, env, colour }) => {
    const result = run(args, env);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('USAGE');
    expect(result.stdout.includes('\u001b[')).toBe(colour);
  });

  it.each([['--help'], ['version'], ['sessions', '--json']])(
    'a reader that closed the pipe (`checkpoint %s | head`) ends it quietly, exit 0',
    async (...args) => {
      const env = { HOME: home, PATH: `${dirname(process.execPath)}:/usr/bin:/bin`, CHECKPOINT_STATE_DIR: join(home, 'state') };
      const child = spawn(process.execPath, [bundle, ...args], { cwd: home, env, stdio: ['ignore', 'pipe', 'pipe'] });
      // the read end closes before node has even started: its first write meets EPIPE
      child.stdout.destroy();
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const code = await new Promise((done) => child.on('close', done));
      expect([code, stderr]).toEqual([0, '']);
    },
  );

  it('a bare `checkpoint` answers as --help does: the commands, exit 0', () => {
    const bare = run([]);
    expect([bare.status, bare.stderr]).toEqual([0, '']);
    expect(bare.stdout).toBe(run(['--help']).stdout);
  });

  it("help names every value in words (no `<older_than>`), and resume's row says it is restore's alias", () => {
    const rows = run(['--help']).stdout.split('\n');
    const names = rows.flatMap((row) => /^\s+([a-z]+)\s{2,}/.exec(row)?.[1] ?? []);
    expect(names).toContain('undelete');
    for (const name of names) {
      const help = run([name, '--help']);
      expect([help.status, help.stdout]).toEqual([0, expect.stringContaining('USAGE')]);
      expect(help.stdout).not.toMatch(/<[^>]*_[^>]*>/);
    }
    expect(rows.find((row) => /^\s+resume\s/.test(row))).toMatch(/^\s+resume\s+The same as `checkpoint restore`$/);
  });

  it('help and version are commands too; hook lists no [OPTIONS]', () => {
    expect(run(['version']).stdout).toBe(run(['--version']).stdout);
    expect(run(['help', 'eval']).stdout).toContain('--exit-code');
    expect(run(['help', 'hook']).stdout).toContain('USAGE checkpoint hook [AGENT]');
  });

  it('init wires only the agents found on this machine and says which it skipped', () => {
    const fresh = mkdtempSync(join(home, 'fresh-'));
    mkdirSync(join(fresh, '.claude'));
    const result = run(['init'], { HOME: fresh });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      'Skipped gemini, codex: not found on this machine (not on PATH, no settings directory); `checkpoint init --agent gemini` wires it anyway.',
    );
    expect(readdirSync(fresh).sort()).toEqual(['.claude']);
    expect(run(['init', '--agent', 'gemini'], { HOME: fresh }).status).toBe(0);
    expect(readdirSync(fresh).sort()).toEqual(['.claude', '.gemini']);
  });
});
