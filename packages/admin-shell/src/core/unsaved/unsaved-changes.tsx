import { createContext, type ReactNode, useContext, useEffect, useId, useState } from 'react';

/** Which parts of the page hold changes the person has not saved. */
export interface UnsavedChanges {
  /** Marks a part (by a stable id) as holding unsaved changes, or no longer. */
  set(id: string, unsaved: boolean): void;
  /** Whether anything on the page is unsaved now. */
  any(): boolean;
}

export function createUnsavedChanges(): UnsavedChanges {
  const unsaved = new Set<string>();
  return {
    set(id, value) {
      if (value) unsaved.add(id);
      else unsaved.delete(id);
    },
    any: () => unsaved.size > 0,
  };
}

/** The unsaved changes of one tab's page, also counted in the page-wide record. */
export interface TabUnsavedChanges extends UnsavedChanges {
  /**
   * While the tab is hidden its page's effects are torn down, which would clear its marks:
   * held, a record keeps them until `release`.
   */
  hold(): void;
  release(): void;
  /** Forgets every mark (the tab closed), here and in the page-wide record. */
  clear(): void;
  /** Calls `listener` when `any()` may have changed. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createTabUnsavedChanges(parent: UnsavedChanges | null): TabUnsavedChanges {
  const own = createUnsavedChanges();
  const ids = new Set<string>();
  const listeners = new Set<() => void>();
  let held = false;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    set(id, value) {
      if (!value && held) return;
      own.set(id, value);
      parent?.set(id, value);
      if (value) ids.add(id);
      else ids.delete(id);
      notify();
    },
    any: own.any,
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
    },
    clear() {
      for (const id of ids) {
        own.set(id, false);
        parent?.set(id, false);
      }
      ids.clear();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/** The page's record of unsaved changes, for the session (inside `AdminApp`). */
export function UnsavedChangesProvider(props: { children: ReactNode }) {
  const [changes] = useState(createUnsavedChanges);
  return (
    <UnsavedChangesContext.Provider value={changes}>
      {props.children}
    </UnsavedChangesContext.Provider>
  );
}

/** Gives the components inside their own record: one tab's page. */
export function UnsavedChangesScope(props: { record: UnsavedChanges; children: ReactNode }) {
  return (
    <UnsavedChangesContext.Provider value={props.record}>
      {props.children}
    </UnsavedChangesContext.Provider>
  );
}

/** The page's record of unsaved changes; null outside `AdminApp`. */
export function useUnsavedChangesRecord(): UnsavedChanges | null {
  return useContext(UnsavedChangesContext);
}

/**
 * Tells the shell that this component holds changes the person has not saved (a changed form).
 * While it does, a session that ends (a 401) asks the person to sign in again over the page
 * instead of leaving it, and the refused action completes after they do. The shell's CRUD
 * form reports itself; call it from an app's own forms.
 *
 * @example
 * useUnsavedChanges(form.isDirty());
 */
export function useUnsavedChanges(unsaved: boolean): void {
  const changes = useUnsavedChangesRecord();
  const id = useId();
  useEffect(() => {
    changes?.set(id, unsaved);
    return () => changes?.set(id, false);
  }, [changes, id, unsaved]);
}
