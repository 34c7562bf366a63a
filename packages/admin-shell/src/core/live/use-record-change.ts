import { useEffect, useState } from 'react';
import type { RecordChange, RecordId } from '../contracts.js';
import { useLive } from './live-context.js';

type Version = string | number | null | undefined;

/** Whether a change is news to a page that holds version `base` of the record. */
export function isNewerThan(change: RecordChange, base: Version): boolean {
  if (change.action === 'deleted') return true;
  if (change.action !== 'updated') return false;
  const version = change.version;
  if (version === undefined || version === null || base === undefined || base === null) return true;
  if (typeof version === 'number' && typeof base === 'number') return version > base;
  return String(version) !== String(base);
}

export interface RecordChangeNotice {
  /** The latest change someone made after the page read the record, until dismissed. */
  change: RecordChange | null;
  /** Hides the notice until the record changes again. */
  dismiss(): void;
}

/**
 * Tells a page that holds a record (version `version`, from `CrudDefinition.rowVersion`) when
 * someone changes or deletes it: the edit form's "changed by …". A change that brings nothing
 * newer than `version` (one the page saved itself, or replayed news) is not news. Nothing
 * without a live provider, or while `id` is undefined.
 */
export function useRecordChange(
  resource: string,
  id: RecordId | undefined,
  version: Version,
): RecordChangeNotice {
  const live = useLive();
  const [latest, setLatest] = useState<RecordChange | null>(null);
  const [dismissed, setDismissed] = useState<RecordChange | null>(null);

  useEffect(() => {
    if (!live || id === undefined) return;
    return live.listen((message) => {
      if (message.type !== 'change') return;
      const { change } = message;
      if (change.resource === resource && String(change.id) === String(id)) setLatest(change);
    });
  }, [live, resource, id]);

  const shown = latest !== null && latest !== dismissed && isNewerThan(latest, version);
  return { change: shown ? latest : null, dismiss: () => setDismissed(latest) };
}
