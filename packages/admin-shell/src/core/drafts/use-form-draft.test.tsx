// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { runBeforeReload } from '../reload/run-before-reload.js';
import { draftKey, saveDraft, takeDraft } from './form-drafts.js';
import { useFormDraft } from './use-form-draft.js';

afterEach(() => sessionStorage.clear());

function Profile({ typed }: { typed?: string }) {
  const [name, setName] = useState('');
  const value = typed ?? name;
  useFormDraft('profile', value ? { name: value } : undefined, (draft) => setName(draft.name));
  return <output>{value}</output>;
}

describe('form drafts', () => {
  it('keeps a draft per id and page, taken once', () => {
    saveDraft(draftKey('profile', '/settings'), { name: 'Ada' });
    expect(takeDraft(draftKey('profile', '/elsewhere'))).toBeUndefined();
    expect(takeDraft(draftKey('profile', '/settings'))).toEqual({ name: 'Ada' });
    expect(takeDraft(draftKey('profile', '/settings'))).toBeUndefined();
  });

  it('reads a broken draft as none, and survives a storage that refuses to write', () => {
    sessionStorage.setItem(draftKey('profile', '/'), '{"name": ');
    expect(takeDraft(draftKey('profile', '/'))).toBeUndefined();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => saveDraft('key', { name: 'Ada' }, full)).not.toThrow();
  });
});

describe('useFormDraft', () => {
  it('writes nothing until the shell reloads, then restores the values once on the same page', () => {
    const first = render(<Profile typed="Ada" />);
    expect(sessionStorage.length).toBe(0);
    runBeforeReload();
    first.unmount();
    expect(sessionStorage.getItem(draftKey('profile'))).toBe('{"name":"Ada"}');

    const reloaded = render(<Profile />);
    expect(reloaded.container.textContent).toBe('Ada');
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps nothing while the form holds nothing unsaved', () => {
    const view = render(<Profile />);
    runBeforeReload();
    view.unmount();
    expect(sessionStorage.length).toBe(0);
  });
});
