import { homedir } from 'node:os';
import { defineCommand } from 'citty';
import { pathInside } from '../restore/capture.js';
import { nameProblem } from '../restore/refs.js';
import { takePoint } from '../restore/save.js';
import { quotePath } from '../util/quote.js';
import { repeated } from './_args.js';
import { copyPending, decisionsOf, sessionContext, shellWord, workspaceOf } from './_restore.js';
import { counted, cwdOf, failure, jsonArg, sessionArg } from './_shared.js';

export default defineCommand({
  meta: {
    name: 'save',
    description:
      "Record a restore point of this workspace (the git repository you are in): where the work stands and a snapshot of the files. From an agent's shell it is that session's point; from a terminal, the command line's",
  },
  args: {
    name: {
      type: 'string',
      description: 'A name, unique in this workspace whatever its case, usable wherever an id is; named points are never pruned',
    },
    note: { type: 'string', description: 'Where things stand, in a sentence' },
    decision: { type: 'string', description: 'A decision taken (repeatable; pair each with --because)' },
    because: { type: 'string', description: 'The rationale of the decision before it (repeatable)' },
    question: { type: 'string', description: 'An open question (repeatable)' },
    session: sessionArg,
    json: jsonArg,
  },
  async run({ args, rawArgs }) {
    const started = performance.now();
    const fail = failure('save', args.json);
    const cwd = cwdOf(undefined);
    const given = decisionsOf(rawArgs);
    if ('problem' in given) return fail(`${given.problem}: run \`checkpoint save --help\``, 2);
    const ws = workspaceOf(cwd);
    const problem = args.name === undefined ? undefined : nameProblem(ws, args.name);
    if (problem) return fail(problem);
    try {
      const { problem: unknown, sessionWhy, ...context } = await sessionContext(cwd, args.session, { recording: true, json: args.json });
      if (unknown) return fail(unknown);
      const { point, warnings } = await takePoint({
        cwd,
        trigger: 'manual',
        ...context,
        name: args.name,
        note: args.note,
        decisions: given.decisions,
        questions: repeated(rawArgs, 'question'),
        marker: true,
      });
      // What the bench reads: the command's own time, from its start to the point written (node's start
      // and the bundle's load are not in it). On stderr by itself: the debug logger would add its own cost.
      if (process.env.CHECKPOINT_SAVE_TIMING === '1') process.stderr.write(`save took ${(performance.now() - started).toFixed(1)} ms\n`);
      await copyPending(cwd);
      // A folder above HOME: the snapshot left HOME's untracked files out (restore/stage.ts), and says so.
      const home = pathInside(ws.root, homedir());
      const homeLeftOut = point.snapshot && home !== '' && home !== '.' ? home : undefined;
      if (args.json)
        return void process.stdout.write(
          `${JSON.stringify({ point, ...(sessionWhy && { sessionWhy }), warnings, ...(homeLeftOut && { homeLeftOut }) }, null, 2)}\n`,
        );
      for (const warning of warnings) process.stderr.write(`warning: ${warning}\n`);
      const snapshot = !point.snapshot
        ? `no snapshot: ${point.snapshotSkipped}`
        : point.snapshot.files === 0
          ? 'an empty snapshot: no file here to capture'
          : `${counted(point.snapshot.files, 'file')} in the snapshot${point.snapshot.reused ? ', unchanged since the previous point' : ''}`;
      const left = point.snapshot?.notCaptured ?? [];
      const skipped = point.snapshot?.skipped ?? left.length;
      const lines = [
        `Saved restore point ${point.id}${point.name ? ` "${point.name}"` : ''} (${snapshot}). A new session in this workspace will be offered it; \`checkpoint restore ${point.name ? shellWord(point.name) : point.id}\` loads it.`,
        ...(homeLeftOut
          ? [`Left out: your home folder ${homedir()} (its untracked files; a snapshot never takes HOME: save from a project folder).`]
          : []),
        ...(skipped > 0
          ? [
              `Not in the snapshot (${skipped}):`,
              ...left.slice(0, 10).map((entry) => `  ${quotePath(entry.path)}: ${entry.reason}`),
              ...(skipped > 10 ? [`  and ${skipped - 10} more (\`checkpoint inspect ${point.id} --json\` lists them)`] : []),
            ]
          : []),
      ];
      process.stdout.write(`${lines.join('\n')}\n`);
    } catch (error) {
      fail(`could not save a restore point: ${(error as Error).message}`);
    }
  },
});
