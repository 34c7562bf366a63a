import type { DeleteManyResult, RecordId } from '../contracts.js';

/**
 * Deletes records a few at a time (so a large selection neither floods the API nor takes one
 * round trip per record in sequence) and reports each outcome, in the order given, instead of
 * stopping at the first refusal: one record the person may not delete must not keep the
 * others. The fallback `deleteMany` of a back end without a bulk call.
 */
export async function deleteEach<Item extends { id: RecordId }>(
  items: readonly Item[],
  remove: (item: Item) => Promise<unknown>,
  concurrency = 4,
): Promise<DeleteManyResult> {
  const outcomes: ({ ok: true } | { ok: false; error: unknown })[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        await remove(items[index] as Item);
        outcomes[index] = { ok: true };
      } catch (error) {
        outcomes[index] = { ok: false, error };
      }
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker),
  );

  const result: DeleteManyResult = { deleted: [], failed: [] };
  items.forEach(({ id }, index) => {
    const outcome = outcomes[index];
    if (outcome?.ok) result.deleted.push(id);
    else result.failed.push({ id, error: outcome?.error });
  });
  return result;
}
