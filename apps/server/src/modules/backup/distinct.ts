/**
 * The values as a set, refusing the backup (with `invalid`'s error, naming the value) when one appears twice:
 * what a primary key or unique constraint would refuse halfway through a restore, refused before it starts.
 */
export function distinct(values: string[], what: string, invalid: (detail: string) => Error): Set<string> {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw invalid(`${what} ${value} appears twice`);
    seen.add(value);
  }
  return seen;
}
