import { cloneElement, type ReactElement, useState } from 'react';
import { useKeepFocus } from './keep-focus.js';

/**
 * The button of a menu or panel whose code has not arrived yet. `standIn` is the button alone:
 * pressing it fetches the code (`load`) and asks for the popup to open once it is here
 * (`requested`), when the richer button takes `ref` and the focus the stand-in had.
 */
export function useDeferredTrigger<T extends HTMLElement>(
  load: () => Promise<unknown>,
  popup: 'menu' | 'dialog',
) {
  const [requested, setRequested] = useState(false);
  const focus = useKeepFocus<T>();
  const standIn = (
    button: ReactElement<Record<string, unknown>>,
    props: Record<string, unknown> = {},
  ) =>
    cloneElement(button, {
      ref: focus.before,
      'aria-haspopup': popup,
      'aria-expanded': false,
      onClick: () => {
        setRequested(true);
        load().catch(() => setRequested(false));
      },
      ...props,
    });
  return { requested, standIn, ref: focus.after };
}
