import { join } from 'node:path';
import { listDirectory } from '../util/read-file.js';
import { MODULES } from './ecosystems/index.js';
import { programsRun, readWorkflowSteps, type WorkflowStep } from './gates.js';
import { readProjectFile } from './project-file.js';
import { segmentCommand } from './shell.js';
import { standsInFor } from './wrappers.js';

// A project's stand-in for a tool (`./cargo.sh +<toolchain> <cargo args>`, which runs the toolchain the project pins):
// where its CI and guides run the stand-in in a folder, the advice to run the tool there is spelled with the stand-in.

/** The subcommands of each program whose first word is one (`cargo test`), from every module. */
const SUBCOMMANDS = new Map(
  MODULES.flatMap((module) =>
    Object.entries(module.evidence?.subcommands ?? {}).map(([tool, kinds]) => [tool, new Set(Object.values(kinds).flat())] as const),
  ),
);

/**
 * The advice's commands as the project spells them: a run of a tool, from the root or after a `cd`, in a folder whose
 * stand-in script the project's CI and guides run there (`cd zerocopy && cargo test` as `cd zerocopy && ./cargo.sh
 * +nightly test`); any other as it is.
 */
export function spelledByProject(root: string): (command: string) => string {
  let steps: WorkflowStep[] | undefined;
  const spellings = new Map<string, string | undefined>();
  const spelling = (dir: string, tool: string) => {
    const key = `${dir}\0${tool}`;
    if (!spellings.has(key))
      spellings.set(
        key,
        standInRun(root, dir, tool, () => (steps ??= readWorkflowSteps(root))),
      );
    return spellings.get(key);
  };
  return (command) => {
    const found = /^(cd ([\w./-]+) && )?([\w.-]+)(?= |$)/.exec(command);
    const said = found ? spelling(found[2] ?? '', found[3]) : undefined;
    return found && said ? `${found[1] ?? ''}${said}${command.slice(found[0].length)}` : command;
  };
}

/**
 * How the project runs `tool` in folder `dir` through its stand-in there: the script, and the words its CI and guides
 * give it before the tool's own subcommand (a toolchain, `+nightly`), the ones they write plainly most often; undefined
 * where the folder has no stand-in for the tool or the project never runs it plainly.
 */
function standInRun(root: string, dir: string, tool: string, steps: () => WorkflowStep[]): string | undefined {
  const script = listDirectory(join(root, dir)).find((name) => name !== tool && name.replace(/\.(sh|ps1|py)$/, '') === tool);
  const text = script && readProjectFile(join(root, dir, script));
  if (!script || !text || standsInFor(script, text) !== tool) return undefined;
  const subcommands = SUBCOMMANDS.get(tool);
  const leads = new Map<string, number>();
  for (const command of programsRun(root, dir, steps()).commands) {
    const [first] = segmentCommand(command);
    // (past the variables it sets, `RUSTFLAGS=-Awarnings ./cargo.sh +nightly test`)
    const words = (first?.words ?? []).filter((word) => !/^[A-Za-z_]\w*=/.test(word));
    if (words[0] !== script && words[0] !== `./${script}`) continue;
    const at = subcommands ? words.findIndex((word, i) => i > 0 && subcommands.has(word)) : 1;
    const lead = words.slice(1, at).join(' ');
    if (at > 0 && !lead.includes('$')) leads.set(lead, (leads.get(lead) ?? 0) + 1);
  }
  const [plainest] = [...leads].sort((a, b) => b[1] - a[1]);
  return plainest && [`./${script}`, plainest[0]].filter(Boolean).join(' ');
}
