import { defineCommand } from 'citty';
import { findRef, restorableNear } from '../restore/refs.js';
import { describePoint } from '../restore/resume.js';
import { Stager } from '../restore/stage.js';
import { currentTree } from '../restore/undo.js';
import { quotePath } from '../util/quote.js';
import { corruptText, workspaceOf } from './_restore.js';
import { counted, cwdOf, failure, jsonArg } from './_shared.js';

/** One path that differs between a point's snapshot and the working tree. */
interface Difference {
  path: string;
  /** From the point to the working tree: `added` is only in the working tree, `deleted` only in the point. */
  status: 'modified' | 'added' | 'deleted';
  binary: boolean;
  /** Lines the working tree has more and fewer (text files). */
  insertions?: number;
  deletions?: number;
  /** Sizes in the point and in the working tree (binary files, and text files too large to count). */
  bytes?: { point: number | null; now: number | null };
}

/** Paths listed one by one; the rest are counted. */
const SHOWN = 200;
/** Git's own test for a binary file: a NUL byte in its first 8,000 bytes. */
const SNIFF_BYTES = 8000;
/** Blobs read for that test and counted in lines; a larger file is shown by its size. */
const SNIFF_MAX_BLOB = 1024 * 1024;

/**
 * Lines added and removed per path, from git's patch of these paths: the shadow repository marks every file
 * binary for diff (its attributes keep bytes raw), and only a patch (`--text`) overrides that, not `--numstat`.
 * Its sections come in diff-tree's order, one per path.
 */
function lineCounts(stager: Stager, from: string, to: string, paths: string[]): Map<string, [number, number]> {
  const counts = new Map<string, [number, number]>();
  if (paths.length === 0) return counts;
  const patch = stager.run(
    [
      '--literal-pathspecs',
      'diff',
      '--text',
      '--unified=0',
      '--no-color',
      '--no-renames',
      '--no-ext-diff',
      '--no-textconv',
      from,
      to,
      '--',
      ...paths,
    ],
    { workTree: false },
  );
  let section = -1;
  let inHunk = false;
  for (const line of patch.split('\n')) {
    if (line.startsWith('diff --git ')) {
      section++;
      inHunk = false;
      counts.set(paths[section], [0, 0]);
    } else if (line.startsWith('@@')) inHunk = true;
    else if (inHunk && section >= 0) {
      const count = counts.get(paths[section])!;
      if (line.startsWith('+')) count[0]++;
      else if (line.startsWith('-')) count[1]++;
    }
  }
  return counts;
}

/** What differs from the point's tree to the working tree's, as data: lines for text files, bytes for binary ones. */
function differences(stager: Stager, from: string, to: string): { shown: Difference[]; total: number } {
  const changes = stager.diff(from, to);
  const shown = changes.slice(0, SHOWN);
  const blobs = shown.flatMap((change) => [change.from?.blob, change.to?.blob]).filter((blob): blob is string => blob !== undefined);
  const sizes = new Map<string, number>();
  if (blobs.length > 0)
    for (const line of stager
      .run(['cat-file', '--batch-check=%(objectname) %(objectsize)'], { input: `${blobs.join('\n')}\n`, workTree: false })
      .split('\n')) {
      const [blob, size] = line.split(' ');
      if (size !== undefined && /^\d+$/.test(size)) sizes.set(blob, Number(size));
    }
  const small = (blob?: string) => blob === undefined || (sizes.get(blob) ?? Infinity) <= SNIFF_MAX_BLOB;
  const sniffed = stager.readBlobs(blobs.filter((blob) => small(blob)));
  const isBinary = (blob?: string) => blob !== undefined && (sniffed.get(blob)?.subarray(0, SNIFF_BYTES).includes(0) ?? false);
  // A file turned link (or back) is two sections of a patch: it is shown by its bytes, so sections stay one per path.
  const retyped = (change: { from?: { mode: string }; to?: { mode: string } }) =>
    change.from !== undefined && change.to !== undefined && (change.from.mode === '120000') !== (change.to.mode === '120000');
  const text = shown.filter(
    (change) =>
      !retyped(change) && small(change.from?.blob) && small(change.to?.blob) && !isBinary(change.from?.blob) && !isBinary(change.to?.blob),
  );
  const counts = lineCounts(
    stager,
    from,
    to,
    text.map((change) => change.path),
  );
  return {
    total: changes.length,
    shown: shown.map((change) => {
      const status = !change.from ? 'added' : !change.to ? 'deleted' : 'modified';
      const size = (blob?: string) => (blob === undefined ? null : (sizes.get(blob) ?? null));
      const lines = counts.get(change.path);
      return lines
        ? { path: change.path, status, binary: false, insertions: lines[0], deletions: lines[1] }
        : {
            path: change.path,
            status,
            binary: isBinary(change.from?.blob) || isBinary(change.to?.blob),
            bytes: { point: size(change.from?.blob), now: size(change.to?.blob) },
          };
    }),
  };
}

/** `git diff --stat` as a person knows it: a line per file, with lines or bytes, then the totals. */
function statText(diff: { shown: Difference[]; total: number }): string[] {
  if (diff.total === 0) return ['  no difference: the working tree matches this point'];
  const width = Math.min(50, Math.max(...diff.shown.map((d) => quotePath(d.path).length)));
  const lines = diff.shown.map((d) => {
    const where = d.status === 'added' ? '  (not in the point)' : d.status === 'deleted' ? '  (only in the point)' : '';
    const what = d.bytes
      ? `${d.binary ? 'Bin' : 'Large'} ${d.bytes.point ?? 0} -> ${d.bytes.now ?? 0} bytes`
      : `${(d.insertions ?? 0) + (d.deletions ?? 0)} ${'+'.repeat(Math.min(d.insertions ?? 0, 30))}${'-'.repeat(Math.min(d.deletions ?? 0, 30))}`;
    return `  ${quotePath(d.path).padEnd(width)} | ${what}${where}`;
  });
  if (diff.total > diff.shown.length)
    lines.push(`  and ${diff.total - diff.shown.length} more (\`--json\` lists the first ${SHOWN} as data)`);
  const insertions = diff.shown.reduce((sum, d) => sum + (d.insertions ?? 0), 0);
  const deletions = diff.shown.reduce((sum, d) => sum + (d.deletions ?? 0), 0);
  lines.push(
    `  ${counted(diff.total, 'file')} ${diff.total === 1 ? 'differs' : 'differ'}, ${counted(insertions, 'line')} more and ${counted(deletions, 'line')} fewer in the working tree`,
  );
  return lines;
}

export default defineCommand({
  meta: {
    name: 'inspect',
    description:
      'One restore point of this workspace: its record, lineage, and what differs in the working tree (lines of text files, bytes of binary ones)',
  },
  args: {
    id: {
      type: 'positional',
      required: true,
      description: "a restore point's id (or any unique start of it) or name (`checkpoint list` shows them)",
    },
    json: jsonArg,
  },
  async run({ args }) {
    const fail = failure('inspect', args.json);
    const ws = workspaceOf(cwdOf(undefined));
    const found = findRef(ws, args.id);
    if ('problem' in found) return fail(found.problem);
    const stored = ws.read(found.id);
    if (!stored) return fail(`no restore point ${found.id} in this workspace: \`checkpoint list\` shows the ids and names`);
    const points = ws.points();
    const byId = new Map(points.map((s) => [s.id, s]));
    const chain: string[] = [];
    for (let at = stored.point?.parent; at && chain.length < 20; at = byId.get(at)?.point?.parent) chain.push(at);
    const children = points.filter((s) => s.point?.parent === stored.id).map((s) => s.id);
    let diff: { shown: Difference[]; total: number } | undefined;
    let problem: string | undefined;
    if (stored.point?.snapshot) {
      const stager = new Stager(ws);
      try {
        // Staging the tree as it is writes a point's tree still pending (restore/README.md) first.
        const now = await currentTree(ws);
        const tree = ws.read(stored.id)?.point?.snapshot?.tree;
        if (!tree || !stager.exists(tree)) {
          const instead = restorableNear(ws, stored.id, (other) => stager.exists(other));
          problem = `its snapshot is missing from the snapshot store (pruned or damaged)${instead ? `: ${instead} is the nearest point that can be restored instead, \`checkpoint restore ${instead} --files\`` : ', and no other point holds one'}`;
        } else if (!now) problem = 'the working tree could not be staged';
        else diff = differences(stager, tree, now);
      } catch (error) {
        problem = `what differs is unknown: ${(error as Error).message}`;
      }
    }
    if (args.json) {
      const data = {
        ...stored,
        parents: chain,
        children,
        differences: diff?.shown ?? null,
        differ: diff?.total ?? null,
        ...(problem && { problem }),
      };
      return void process.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
    }
    if (!stored.point) return void process.stdout.write(`${corruptText(stored, ws.pointFile(stored.id))}\n`);
    const snapshot = stored.point.snapshot;
    const lines = [...describePoint(stored.point)];
    lines.push(`Parents: ${chain.length ? chain.join(' <- ') : 'none'}`, `Children: ${children.length ? children.join(', ') : 'none'}`);
    if (!snapshot) lines.push(`Snapshot: none${stored.point.snapshotSkipped ? ` (${stored.point.snapshotSkipped})` : ''}`);
    else {
      lines.push(
        `Snapshot: ${counted(snapshot.files, 'file')}${snapshot.skipped ? `, ${counted(snapshot.skipped, 'path')} left out` : ''}`,
      );
      if (problem) lines.push(`  ${problem}`);
      else if (diff) lines.push('What differs in the working tree now:', ...statText(diff));
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  },
});
