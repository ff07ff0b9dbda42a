// File names are bytes. git prints them as they are (`-z`, core.quotepath=false) and most are UTF-8; a name
// that is not (a Latin-1 `café` from an old archive) must still reach the file system under its own bytes.
// Each byte that is not part of valid UTF-8 becomes a lone surrogate U+DC80 + byte in the string (Python's
// surrogateescape), which no valid name can hold, and turns back into that byte on the way out.

const ESCAPED = /[\udc80-\udcff]/;
/** A lone low surrogate: one escaped byte. */
const LONE = /(?<![\ud800-\udbff])[\udc80-\udcff]/;

/** Text from git (or a directory listing): UTF-8, with each byte that is not valid UTF-8 escaped. */
export function decodeBytes(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  // U+FFFD is where node replaced what was not UTF-8, or a name that truly holds it: only then decode by hand.
  return text.includes('\ufffd') ? decodeEscaping(bytes) : text;
}

function decodeEscaping(bytes: Buffer): string {
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    const length = sequenceLength(bytes, i);
    if (length === 0) {
      out += String.fromCharCode(0xdc00 + bytes[i]);
      i += 1;
    } else {
      out += bytes.toString('utf8', i, i + length);
      i += length;
    }
  }
  return out;
}

/** The length of the valid UTF-8 sequence at `i` (1 to 4), or 0 when the byte there starts none. */
function sequenceLength(bytes: Buffer, i: number): number {
  const b0 = bytes[i];
  if (b0 < 0x80) return 1;
  const continuation = (at: number, low = 0x80, high = 0xbf) => at < bytes.length && bytes[at] >= low && bytes[at] <= high;
  if (b0 >= 0xc2 && b0 <= 0xdf) return continuation(i + 1) ? 2 : 0;
  if (b0 >= 0xe0 && b0 <= 0xef) {
    // No overlong forms (E0 80-9F) and no surrogates (ED A0-BF).
    const low = b0 === 0xe0 ? 0xa0 : 0x80;
    const high = b0 === 0xed ? 0x9f : 0xbf;
    return continuation(i + 1, low, high) && continuation(i + 2) ? 3 : 0;
  }
  if (b0 >= 0xf0 && b0 <= 0xf4) {
    const low = b0 === 0xf0 ? 0x90 : 0x80;
    const high = b0 === 0xf4 ? 0x8f : 0xbf;
    return continuation(i + 1, low, high) && continuation(i + 2) && continuation(i + 3) ? 4 : 0;
  }
  return 0;
}

/** Whether a string holds escaped bytes (a name that is not UTF-8). */
function hasEscapedBytes(text: string): boolean {
  return ESCAPED.test(text) && LONE.test(text);
}

/** The bytes a decoded string stands for. */
export function encodeBytes(text: string): Buffer {
  if (!hasEscapedBytes(text)) return Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  let run = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const paired = i > 0 && text.charCodeAt(i - 1) >= 0xd800 && text.charCodeAt(i - 1) <= 0xdbff;
    if (code >= 0xdc80 && code <= 0xdcff && !paired) {
      if (run) parts.push(Buffer.from(run, 'utf8'));
      run = '';
      parts.push(Buffer.from([code - 0xdc00]));
    } else run += text[i];
  }
  if (run) parts.push(Buffer.from(run, 'utf8'));
  return Buffer.concat(parts);
}

/**
 * A root-relative path (`/`-separated, maybe with escaped bytes) as the file system takes it: a string when it is
 * UTF-8, else the bytes (node's fs takes a Buffer path as it is).
 */
export function fsPath(root: string, path: string): string | Buffer {
  const joined = path ? `${root}/${path}` : root;
  // Well formed: no lone surrogate, so no escaped byte (the common case, checked natively).
  return (joined as unknown as { isWellFormed(): boolean }).isWellFormed() ? joined : encodeBytes(joined);
}
