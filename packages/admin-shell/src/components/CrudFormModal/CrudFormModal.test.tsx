// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/test-providers.js';
import * as formStories from './CrudFormModal.story.js';

const stories = composeStories(formStories);

function show(story: ReactElement) {
  render(<TestProviders>{story}</TestProviders>);
}

const dialog = (name: string | RegExp) => within(screen.getByRole('dialog', { name }));
const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const saved = () => screen.getByTestId('saved').textContent;

function type(name: string, value: string) {
  fireEvent.change(input(name), { target: { value } });
}

describe('CrudFormModal', () => {
  it('creates: says what is missing in the default words, then saves a new record', async () => {
    show(<stories.Create />);
    const form = dialog('新建图书');
    // Opening focuses the first field and judges nothing before the person has typed.
    await waitFor(() => expect(document.activeElement).toBe(input('书名')));
    expect(form.queryByText('请输入书名')).toBeNull();
    fireEvent.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请输入书名')).toBeTruthy();
    expect(form.getByText('请输入作者')).toBeTruthy();
    type('作者', '鲁');
    type('网址', 'not a url');
    fireEvent.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('作者至少 2 个字符')).toBeTruthy();
    expect(form.getByText('请输入正确的网址')).toBeTruthy();

    type('书名', '呐喊');
    type('作者', '鲁迅');
    type('网址', '');
    fireEvent.change(screen.getByRole('textbox', { name: '页数' }), { target: { value: '240' } });
    fireEvent.click(form.getByRole('combobox', { name: '体裁' }));
    fireEvent.click(await screen.findByRole('option', { name: '散文' }));
    fireEvent.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved()).toBe('CREATE:6:呐喊'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits: opens with the record, saves over it', async () => {
    show(<stories.Edit />);
    expect(input('书名').value).toBe('Book 001');
    type('书名', 'Book 001, revised');
    fireEvent.click(dialog('编辑图书').getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved()).toBe('EDIT:1:Book 001, revised'));
  });

  it('views: every listed field read-only, and 编辑 turns it into the edit form', async () => {
    show(<stories.View />);
    const view = dialog('查看图书');
    expect(view.queryByRole('textbox')).toBeNull();
    expect(view.getByText('Book 001')).toBeTruthy();
    expect(view.getByText('小说')).toBeTruthy();
    // A column hidden in the table by default is still part of the record.
    expect(view.getByText('网址')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: '编辑' }));
    await waitFor(() => expect(input('书名').value).toBe('Book 001'));
    expect(screen.getByRole('dialog', { name: '编辑图书' })).toBeTruthy();
  });

  it('views: shows what the app adds under the record, and not in the edit form', async () => {
    show(<stories.ViewWithExtra />);
    const view = dialog('查看图书');
    expect(view.getByTestId('record-extra').textContent).toBe(
      'History of Book 001: no changes yet',
    );
    fireEvent.click(view.getByRole('button', { name: '编辑' }));
    await waitFor(() => expect(input('书名').value).toBe('Book 001'));
    expect(screen.queryByTestId('record-extra')).toBeNull();
  });

  it('copies: prefilled from the record, saved as a new one', async () => {
    show(<stories.Copy />);
    expect(input('书名').value).toBe('Book 001 (2)');
    expect(input('作者').value).toBe('鲁迅');
    fireEvent.click(dialog('复制图书').getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved()).toBe('COPY:6:Book 001 (2)'));
  });

  it('puts a server field error on its field and keeps what was typed', async () => {
    show(<stories.Copy />);
    type('书名', 'Book 002');
    type('作者', 'Someone Else');
    fireEvent.click(dialog('复制图书').getByRole('button', { name: '保存' }));
    expect(await screen.findByText('标题已存在')).toBeTruthy();
    expect(input('书名').getAttribute('aria-invalid')).toBe('true');
    expect(input('作者').value).toBe('Someone Else');
    expect(saved()).toBe('');
  });

  it('on a stale version, loads the latest when asked', async () => {
    show(<stories.Conflict />);
    type('书名', 'My title');
    fireEvent.click(dialog('编辑图书').getByRole('button', { name: '保存' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('这条记录已被他人修改');
    fireEvent.click(within(alert).getByRole('button', { name: '加载最新内容' }));
    await waitFor(() => expect(input('书名').value).toBe('Changed elsewhere'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saved()).toBe('');
  });

  it('on a stale version, keeps the edit and saves it over the latest', async () => {
    show(<stories.Conflict />);
    type('书名', 'My title');
    fireEvent.click(dialog('编辑图书').getByRole('button', { name: '保存' }));
    fireEvent.click(await screen.findByRole('button', { name: '保留我的修改' }));
    expect(input('书名').value).toBe('My title');
    fireEvent.click(dialog('编辑图书').getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved()).toBe('EDIT:1:My title'));
  });

  it('asks before closing a changed form, and keeps the typing when told to', async () => {
    show(<stories.Edit />);
    type('书名', 'Half typed');
    fireEvent.click(dialog('编辑图书').getByRole('button', { name: '取消' }));
    const question = await screen.findByRole('alertdialog', { name: '放弃未保存的修改？' });
    fireEvent.click(within(question).getByRole('button', { name: '继续编辑' }));
    expect(input('书名').value).toBe('Half typed');

    fireEvent.click(dialog('编辑图书').getByRole('button', { name: '取消' }));
    fireEvent.click(await screen.findByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('answers the discard question with Escape by going back to the form, typing kept', async () => {
    show(<stories.Edit />);
    type('书名', 'Half typed');
    const pressEscape = () => fireEvent.keyDown(input('书名'), { key: 'Escape' });
    pressEscape();
    await screen.findByRole('alertdialog', { name: '放弃未保存的修改？' });
    fireEvent.keyDown(screen.getByRole('button', { name: '继续编辑' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: '编辑图书' })).toBeTruthy();
    expect(input('书名').value).toBe('Half typed');
  });

  it('closes an unchanged form at once', async () => {
    show(<stories.Edit />);
    fireEvent.click(dialog('编辑图书').getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('judges a field on leaving it only once something was typed in it', async () => {
    show(<stories.Create />);
    fireEvent.blur(input('书名'));
    expect(screen.queryByText('请输入书名')).toBeNull();
    type('作者', '鲁');
    fireEvent.blur(input('作者'));
    expect(await screen.findByText('作者至少 2 个字符')).toBeTruthy();
  });

  it("draws a field's own input with its label, binds its value and shows its rule's error", async () => {
    show(<stories.CustomInput />);
    const form = dialog('新建图书');
    type('书名', '呐喊');
    type('作者', '鲁迅');
    fireEvent.change(screen.getByRole('textbox', { name: '页数' }), { target: { value: '240' } });
    expect(form.queryByRole('combobox', { name: '体裁' })).toBeNull();
    fireEvent.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请输入体裁')).toBeTruthy();
    expect(saved()).toBe('');

    fireEvent.click(form.getByRole('radio', { name: '诗歌' }));
    fireEvent.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved()).toBe('CREATE:6:呐喊'));
  });

  it('live: says who else has the record open, leaving out the person themselves', async () => {
    show(<stories.ChangedElsewhere />);
    const note = await screen.findByTestId('crud-presence');
    expect(note.textContent).toContain('韩梅梅 也打开了这条记录');
    expect(note.textContent).not.toContain('Me');
  });

  it('live: when someone saves the record meanwhile, their version can be loaded over the typing', async () => {
    show(<stories.ChangedElsewhere />);
    type('书名', 'My unsaved title');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('韩梅梅 刚刚修改了这条记录');
    fireEvent.click(within(alert).getByRole('button', { name: '加载对方的版本' }));
    await waitFor(() => expect(input('书名').value).toBe('Book 001 (韩梅梅)'));
    expect(screen.queryByRole('alert')).toBeNull();
    // Saved over their version, with no conflict.
    fireEvent.click(dialog('编辑图书').getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved()).toBe('EDIT:1:Book 001 (韩梅梅)'));
  });

  it('live: keeping one’s edit leaves the choice to the save, which meets the conflict', async () => {
    show(<stories.ChangedElsewhere />);
    type('书名', 'My title');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    fireEvent.click(within(alert).getByRole('button', { name: '继续编辑' }));
    expect(input('书名').value).toBe('My title');
    fireEvent.click(dialog('编辑图书').getByRole('button', { name: '保存' }));
    expect(await screen.findByText('这条记录已被他人修改')).toBeTruthy();
    expect(saved()).toBe('');
  });

  it('live: a record deleted meanwhile can be saved as new, nothing typed lost', async () => {
    show(<stories.DeletedElsewhere />);
    type('书名', 'Kept title');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('韩梅梅 刚刚删除了这条记录');
    fireEvent.click(within(alert).getByRole('button', { name: '另存为新记录' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: '复制图书' })).toBeTruthy());
    expect(input('书名').value).toBe('Kept title');
  });

  it('live: never takes the person’s own save, heard before its answer, for someone else’s', async () => {
    show(<stories.OwnSaveHeard />);
    type('书名', 'Saved by me');
    fireEvent.click(dialog('编辑图书').getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved()).toBe('EDIT:1:Saved by me'));
    expect(screen.queryByText('Me 刚刚修改了这条记录')).toBeNull();
  });
});
