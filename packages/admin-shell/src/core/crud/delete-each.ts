/** What a bulk delete did: the rows removed, and those that were not with the reason. */
export interface DeleteSummary<Row> {
  deleted: Row[];
  failed: { row: Row; reason: string }[];
}

/**
 * Deletes rows a few at a time (so a large selection neither floods the API nor takes one
 * round trip per row in sequence) and reports each outcome instead of stopping at the first
 * refusal: one row the person may not delete must not keep the others.
 */
export async function deleteEach<Row>(
  rows: readonly Row[],
  remove: (row: Row) => Promise<unknown>,
  reasonOf: (error: unknown) => string,
  concurrency = 4,
): Promise<DeleteSummary<Row>> {
  const outcomes: ({ ok: true } | { ok: false; reason: string })[] = new Array(rows.length);
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const index = next++;
      try {
        await remove(rows[index] as Row);
        outcomes[index] = { ok: true };
      } catch (error) {
        outcomes[index] = { ok: false, reason: reasonOf(error) };
      }
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(concurrency, rows.length)) }, worker),
  );

  const summary: DeleteSummary<Row> = { deleted: [], failed: [] };
  rows.forEach((row, index) => {
    const outcome = outcomes[index];
    if (outcome?.ok) summary.deleted.push(row);
    else summary.failed.push({ row, reason: outcome?.reason ?? '' });
  });
  return summary;
}
