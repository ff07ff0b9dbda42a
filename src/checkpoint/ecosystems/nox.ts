import { normalizeWords, segmentCommand } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule, Judge, Kind } from './_module.js';
import { envNames, noxSessions } from './python-envs.js';

// nox: noxfile.py's sessions are the directory's recipes whatever its languages (a Rust workspace's `nox -s test-rust`
// runs its `cargo test`), and a run of one does what the session runs. Python's own checks weigh them in python.ts.

/** The directory's nox sessions and what each runs, read once into its recipes; undefined: it has no noxfile.py. */
export function noxRecipes(context: DetectContext, profile: DirectoryProfile): Record<string, string> | undefined {
  if (!context.names.includes('noxfile.py')) return undefined;
  profile.recipes.nox ??= noxSessions(context.text('noxfile.py') ?? '');
  return profile.recipes.nox;
}

/**
 * The run of a session CI or the guides make (`uvx nox -s test-rust`) whose body runs `test`, a language's own test
 * command (`cargo test`), as they spell it (the plainest spelling of those they use); undefined: none does.
 */
function saidSession(context: DetectContext, sessions: Record<string, string>, test: string): string | undefined {
  const own = normalizeWords(test.split(' '));
  const runsTest = (body: string) => segmentCommand(body).some(({ words }) => own.every((word, i) => normalizeWords(words)[i] === word));
  return context
    .saidCommands()
    .filter((said) => {
      const words = normalizeWords(said.trim().split(/\s+/));
      if (words[0] !== 'nox' || segmentCommand(said).length !== 1) return false;
      const names = envNames(words.slice(1), ['-s', '--session', '--sessions', '-e'], true);
      return names.length === 1 && runsTest(sessions[names[0]] ?? '');
    })
    .sort((a, b) => a.length - b.length)[0];
}

/** Reads the sessions; a language's tests CI and the guides run through one are advised as they run them. */
function detect(context: DetectContext, profile: DirectoryProfile): void {
  const sessions = noxRecipes(context, profile);
  if (!sessions) return;
  for (const [language, checks] of Object.entries(profile.languages)) {
    if (language === 'python' || !checks?.test) continue;
    const said = saidSession(context, sessions, checks.test);
    if (said) Object.assign(checks, { test: said, takesPaths: false });
  }
}

/** What a run of nox does: the sessions it names by their bodies (`test-3.13` is the session `test` on one Python), by their names where those say nothing; every session it runs by default, the tests. */
function kinds(program: string, args: string[], judge: Judge): Iterable<Kind> {
  if (program !== 'nox') return [];
  // a listing runs nothing (`nox --list-sessions`, `nox -l`)
  if (args.some((arg) => /^(-l|--list(-sessions)?)$/.test(arg))) return [];
  const sessions = envNames(args, ['-s', '--session', '--sessions', '-e'], true);
  if (sessions.length === 0) return ['test'];
  return sessions.flatMap((session) => {
    const body = judge.recipe('nox', session.replace(/-\d+(\.\d+)*$/, ''));
    const does = judge.withName(body ? judge.line(body) : new Set(), session);
    return does.size > 0 ? [...does] : ['test' as const];
  });
}

export const nox: EcosystemModule = {
  name: 'nox',
  extensions: [],
  detect,
  evidence: { kinds },
};
