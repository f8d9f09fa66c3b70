import { ENVIRONMENT_NAMES } from "./config";

/** Edits (insert, delete or replace a character, swap two neighbours) turning `a` into `b`. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * Environment variables that are not the server's but look like a misspelling of one of its
 * names (`PUBLIC_ULR`, `smtp_url`, `DATABSE_URL`), each with the name it probably meant. A
 * misspelt variable is otherwise silently ignored and its default used.
 */
export function misspeltVariables(
  env: NodeJS.ProcessEnv,
  known: readonly string[] = ENVIRONMENT_NAMES,
): Array<{ name: string; meant: string }> {
  const knownSet = new Set(known);
  const found: Array<{ name: string; meant: string }> = [];
  for (const name of Object.keys(env)) {
    if (knownSet.has(name) || !/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) continue;
    const upper = name.toUpperCase();
    // Lengths further apart than the edits allowed cannot be that close: most pairs end there.
    const meant = known.find((candidate) => {
      const allowed = candidate.length >= 8 ? 2 : 1;
      return Math.abs(candidate.length - upper.length) <= allowed && editDistance(upper, candidate) <= allowed;
    });
    if (meant) found.push({ name, meant });
  }
  return found;
}
