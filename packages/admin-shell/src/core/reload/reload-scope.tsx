import { createContext, type ReactNode, useContext } from 'react';
import { type BeforeReloadSaver, onBeforeReload } from './on-before-reload.js';

/** Registers a saver to run before the shell reloads the page; returns the unregister. */
export type RegisterBeforeReload = (save: BeforeReloadSaver) => () => void;

/**
 * The savers of one tab's page. While the tab is hidden its page's effects are torn down, which
 * would unregister its savers (a half-filled form's draft): held, the scope keeps them until
 * `release`, when the page registers afresh.
 */
export interface TabReloadScope {
  register: RegisterBeforeReload;
  hold(): void;
  release(): void;
  /** Runs this tab's savers: registered once with the page-wide `onBeforeReload`. */
  save(): void;
}

export function createTabReloadScope(): TabReloadScope {
  const savers = new Map<symbol, BeforeReloadSaver>();
  const leaving = new Set<symbol>();
  let held = false;
  return {
    register(save) {
      const token = Symbol('saver');
      savers.set(token, save);
      return () => {
        if (held) leaving.add(token);
        else savers.delete(token);
      };
    },
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      for (const token of leaving) savers.delete(token);
      leaving.clear();
    },
    save: () => {
      for (const save of savers.values()) save();
    },
  };
}

const ReloadScopeContext = createContext<RegisterBeforeReload>(onBeforeReload);

/** Gives the components inside (one tab's page) their own registry of savers. */
export function ReloadScope(props: { scope: TabReloadScope; children: ReactNode }) {
  return (
    <ReloadScopeContext.Provider value={props.scope.register}>
      {props.children}
    </ReloadScopeContext.Provider>
  );
}

/** Where this component's savers register: its tab's scope, else the page-wide registry. */
export function useRegisterBeforeReload(): RegisterBeforeReload {
  return useContext(ReloadScopeContext);
}
