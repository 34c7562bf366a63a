import { useEffect, useRef } from 'react';
import { useRegisterBeforeReload } from '../reload/reload-scope.js';
import { draftKey, saveDraft, takeDraft } from './form-drafts.js';

/**
 * Keeps `draft` (the latest value given, read when the reload comes) as the draft of form `id`
 * on this page, should the shell reload it; nothing is written while `draft` is undefined.
 */
export function useKeepDraft(id: string, draft: unknown): void {
  const register = useRegisterBeforeReload();
  const latest = useRef(draft);
  // The form's own address, read while it is on screen: in a hidden tab, the window's address
  // is another page's, and the draft must return to this one.
  const address = useRef<string>(undefined);
  useEffect(() => {
    latest.current = draft;
    address.current = `${location.pathname}${location.search}`;
  });
  useEffect(
    () =>
      register(() => {
        if (latest.current !== undefined) saveDraft(draftKey(id, address.current), latest.current);
      }),
    [id, register],
  );
}

/**
 * Keeps a form's unsaved values across a reload the shell makes: when a deployment removed code
 * the page needs (the shell reloads to recover) or the person answers the version notice with
 * 立即刷新. Just before such a reload the values are written to sessionStorage, under `id` and
 * the page's address; when the form mounts again on that page, `restore` is called once with
 * them, and the draft is removed. Nothing is written at any other time. Pass `undefined` while
 * nothing is unsaved, and leave secrets (passwords) out of `values`: sessionStorage is readable
 * by any script of the site.
 *
 * @example
 * const form = useForm({ initialValues: { title: '', body: '' } });
 * useFormDraft('new-article', form.isDirty() ? form.getValues() : undefined, form.setValues);
 */
export function useFormDraft<Values>(
  id: string,
  values: Values | undefined,
  restore: (values: Values) => void,
): void {
  useKeepDraft(id, values);
  const restoreLatest = useRef(restore);
  useEffect(() => {
    restoreLatest.current = restore;
  });
  useEffect(() => {
    const draft = takeDraft(draftKey(id));
    // What this hook wrote for this `id`, from the values of the same form.
    if (draft !== undefined) restoreLatest.current(draft as Values);
  }, [id]);
}
