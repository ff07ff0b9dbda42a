// "Did you mean": the candidate nearest to a mistyped word, when it is near enough to be the one meant.

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** How far a word is from a candidate, or from the start of a longer one (`treshold` is near `thresholdSeconds`). */
function nearness(word: string, candidate: string): number {
  const whole = distance(word, candidate);
  if (word.length < 4 || candidate.length <= word.length + 1) return whole;
  return Math.min(whole, distance(word, candidate.slice(0, word.length)), distance(word, candidate.slice(0, word.length + 1)));
}

export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = nearness(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(Math.min(word.length, best.length) / 3)) ? best : undefined;
}
