// One error shape for every command (README, "Errors"): `checkpoint <command>: <problem>: <fix>` on stderr; with
// --json the same sentence as `{"error": "<sentence>", "exitCode": <code>}` on stdout, and nothing on stderr.
// Light on purpose: the entry answers bad usage with it before any command is loaded.

export function writeError(message: string, code: number, json: boolean): void {
  if (json) process.stdout.write(`${JSON.stringify({ error: message, exitCode: code })}\n`);
  else process.stderr.write(`${message}\n`);
  process.exitCode = code;
}
