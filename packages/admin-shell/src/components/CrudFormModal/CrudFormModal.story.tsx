import { Button, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  type Book,
  bookCrud,
  CrudQueryProvider,
  createBookApi,
  sampleBooks,
} from '../CrudTable/CrudTable.fixtures.js';
import { CrudFormModal, type CrudFormTarget } from './CrudFormModal.js';

/** The modal over an in-memory API, opened in a mode; a button opens it again once closed. */
function FormModalStage({
  mode,
  conflict = false,
  extra = false,
}: {
  /** The mode the modal opens in: CREATE, EDIT, VIEW or COPY. */
  mode: CrudFormTarget<Book>['mode'];
  /** Someone else saves the book first: saving runs into a 409. */
  conflict?: boolean;
  /** The view shows what the app adds under the record (`renderRecordExtra`). */
  extra?: boolean;
}) {
  const [setup] = useState(() => {
    const api = createBookApi(sampleBooks(5));
    const book = api.books[0] as Book;
    if (conflict) api.books[0] = { ...book, title: 'Changed elsewhere', version: 2 };
    const target: CrudFormTarget<Book> = mode === 'CREATE' ? { mode } : { mode, row: book };
    return { api, definition: bookCrud(), target };
  });
  const [target, setTarget] = useState<CrudFormTarget<Book> | null>(setup.target);
  const [saved, setSaved] = useState<string>('');
  return (
    <CrudQueryProvider dataProvider={setup.api}>
      <Button onClick={() => setTarget(setup.target)}>open</Button>
      <output data-testid="saved">{saved}</output>
      <CrudFormModal
        definition={setup.definition}
        target={target}
        onClose={() => setTarget(null)}
        onTargetChange={setTarget}
        onSaved={(book, savedMode) => setSaved(`${savedMode}:${book.id}:${book.title}`)}
        renderRecordExtra={
          extra
            ? (book) => (
                <Text size="sm" c="dimmed" data-testid="record-extra">
                  {`History of ${book.title}: no changes yet`}
                </Text>
              )
            : undefined
        }
      />
    </CrudQueryProvider>
  );
}

const meta = {
  title: 'Data/CrudFormModal',
  component: FormModalStage,
  subcomponents: { CrudFormModal },
  args: { mode: 'CREATE' },
  parameters: {
    // It covers the viewport: each story needs a page of its own.
    docs: { story: { inline: false, height: '720px' } },
  },
} satisfies Meta<typeof FormModalStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form with the default rules: required marks, lengths, a number range, a URL. */
export const Create: Story = { args: { mode: 'CREATE' } };

/** The record's values, saved over it with its version. */
export const Edit: Story = { args: { mode: 'EDIT' } };

/** Read-only, every listed field; 编辑 moves to the edit form. */
export const View: Story = { args: { mode: 'VIEW' } };

/** The app's own content under the record (`renderRecordExtra`), such as its history. */
export const ViewWithExtra: Story = { args: { mode: 'VIEW', extra: true } };

/** Prefilled from the record, saved as a new one. */
export const Copy: Story = { args: { mode: 'COPY' } };

/** Someone saved the record after it was opened: saving offers the latest or keeps the edit. */
export const Conflict: Story = { args: { mode: 'EDIT', conflict: true } };
