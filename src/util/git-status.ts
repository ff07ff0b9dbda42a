// `git status --porcelain=v2 -z --branch`, parsed: HEAD, the branch, every path that differs from HEAD
// (staged or not) and every untracked, not-ignored file. The stop's checkpoint reads it for what the turn
// changed (util/work-tree.ts), a restore point's record for its work in progress, HEAD and branch
// (restore/save.ts), each its own run; what a snapshot stages comes from the shadow index's own listing.

export interface ChangedPath {
  path: string;
  /** In the user's index (not staged for deletion). */
  inIndex: boolean;
  /** Present in the working tree (not deleted there). */
  inWorkTree: boolean;
  /** A gitlink: another repository's business, never part of a snapshot. */
  submodule: boolean;
}

export interface RepoStatus {
  head?: string;
  branch?: string;
  /** Paths that differ from HEAD in the index or the working tree. */
  changed: ChangedPath[];
  /** Untracked, not-ignored paths (a nested repository shows as `dir/`). */
  untracked: string[];
}

const ABSENT = '000000';
const GITLINK = '160000';

/** Parses `git status --porcelain=v2 -z --branch` output. Pure. */
export function parseStatus(out: string): RepoStatus {
  const status: RepoStatus = { changed: [], untracked: [] };
  const records = out.split('\0');
  for (let i = 0; i < records.length; i++) {
    const record = records[i];
    if (record.startsWith('# branch.oid ')) {
      const oid = record.slice('# branch.oid '.length);
      if (/^[0-9a-f]{40,64}$/.test(oid)) status.head = oid;
    } else if (record.startsWith('# branch.head ')) {
      const name = record.slice('# branch.head '.length);
      if (name !== '(detached)') status.branch = name;
    } else if (record.startsWith('? ')) status.untracked.push(record.slice(2));
    else if (record.startsWith('1 ') || record.startsWith('2 ') || record.startsWith('u ')) {
      const kind = record[0];
      // Fields before the path: 1 -> 8, 2 -> 9 (a rename score), u -> 10. The path may hold spaces.
      const fields = record.split(' ');
      const before = kind === '1' ? 8 : kind === '2' ? 9 : 10;
      const path = fields.slice(before).join(' ');
      const sub = fields[2];
      // Modes: 1/2 are `mH mI mW`, u is `m1 m2 m3 mW` (an unmerged path is in the index by definition).
      const indexMode = kind === 'u' ? fields[5] : fields[4];
      const workMode = kind === 'u' ? fields[6] : fields[5];
      status.changed.push({
        path,
        inIndex: kind === 'u' || indexMode !== ABSENT,
        inWorkTree: workMode !== ABSENT,
        submodule: sub.startsWith('S') || indexMode === GITLINK || workMode === GITLINK,
      });
      // A rename record is followed by its original path, which was removed.
      if (kind === '2' && i + 1 < records.length)
        status.changed.push({ path: records[++i], inIndex: false, inWorkTree: false, submodule: false });
    }
  }
  return status;
}

/**
 * The status command: read-only (`--no-optional-locks`: git never writes the refreshed index back, nor
 * takes its lock while the agent may run git itself), every untracked file, no rename detection, the
 * branch without counting commits against its upstream (which can take long on a far-off branch).
 * Never inside a submodule's work tree: git would run a status there under the submodule's own config,
 * whose drivers are not switched off (util/git.ts). The checkpoint still sees a submodule moved to
 * another commit; a snapshot never holds a submodule, so its own read skips them altogether.
 */
export function statusArgs({ lookIntoSubmodules }: { lookIntoSubmodules: boolean }): string[] {
  return [
    '--no-optional-locks',
    'status',
    '--porcelain=v2',
    '-z',
    '--branch',
    '--no-ahead-behind',
    '--untracked-files=all',
    `--ignore-submodules=${lookIntoSubmodules ? 'dirty' : 'all'}`,
    '--no-renames',
  ];
}
