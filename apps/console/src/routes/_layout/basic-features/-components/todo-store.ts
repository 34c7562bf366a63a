import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

export interface Todo {
  id: string;
  title: string;
  done: boolean;
}

function isTodo(value: unknown): value is Todo {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'title' in value &&
    'done' in value &&
    typeof value.id === 'string' &&
    typeof value.title === 'string' &&
    typeof value.done === 'boolean'
  );
}

const json = createJSONStorage<Todo[]>(() => localStorage);

/** Local storage that drops a stored value of the wrong shape (an old version, a hand edit). */
const todoStorage: typeof json = {
  ...json,
  getItem: (key, initialValue) => {
    const stored = json.getItem(key, initialValue);
    return Array.isArray(stored) && stored.every(isTodo) ? stored : initialValue;
  },
};

/** The to-do list, shared by every component that reads it and kept across reloads. */
export const todosAtom = atomWithStorage<Todo[]>('console:todos', [], todoStorage, {
  // Read storage on the first render, so a reload does not flash an empty list.
  getOnInit: true,
});

/** Counts derived from the list: recomputed only when the list changes. */
export const todoCountsAtom = atom((get) => {
  const todos = get(todosAtom);
  const done = todos.filter((todo) => todo.done).length;
  return { total: todos.length, done, remaining: todos.length - done };
});

/** An id unique enough for one browser's list (crypto.randomUUID needs a secure context). */
export function newTodoId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
