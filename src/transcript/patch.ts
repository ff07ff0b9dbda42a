// Codex's apply_patch body names every file it touches in a header line; a move also names the
// destination. These are the only paths an apply_patch call changes.
const HEADER = /^\*\*\* (?:Update File|Add File|Delete File|Move to): (.+?)\s*$/;

export function applyPatchPaths(patch: string): string[] {
  const paths: string[] = [];
  for (const line of patch.split('\n')) {
    const match = HEADER.exec(line);
    if (match && !paths.includes(match[1])) paths.push(match[1]);
  }
  return paths;
}

/** A shell command that is really a patch (`apply_patch <<'EOF' ... EOF`, or argv `["apply_patch", body]`). */
export function isApplyPatchCommand(command: string): boolean {
  const trimmed = command.trimStart();
  return /^(?:apply_patch|applypatch)\b/.test(trimmed) && trimmed.includes('*** Begin Patch');
}
