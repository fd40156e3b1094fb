/** Rows by a key, each group in the rows' order (Map.groupBy is not in Node 20). */
export function groupBy<T, K>(rows: readonly T[], key: (r: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const group = out.get(k);
    if (group) group.push(r);
    else out.set(k, [r]);
  }
  return out;
}
