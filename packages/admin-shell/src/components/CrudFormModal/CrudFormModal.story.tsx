import { Button, Group, Radio, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import type { CrudInputProps } from '../../core/crud/crud-definition.js';
import { LiveContext } from '../../core/live/live-context.js';
import { fakeLive } from '../../core/live/test-doubles.js';
import {
  type Book,
  type BookValues,
  bookCrud,
  CrudQueryProvider,
  createBookApi,
  sampleBooks,
} from '../CrudTable/CrudTable.fixtures.js';
import { CrudFormModal, type CrudFormTarget } from './CrudFormModal.js';

const genres = [
  { value: 'novel', label: '小说' },
  { value: 'poetry', label: '诗歌' },
  { value: 'essay', label: '散文' },
] as const;

/** The genre as radio buttons: a field's own input, given what the built-in ones get. */
function GenreRadios({ value, onChange, ...props }: CrudInputProps<BookValues['genre']>) {
  return (
    <Radio.Group
      {...props}
      value={value}
      onChange={(next) => onChange(genres.find((genre) => genre.value === next)?.value ?? null)}
    >
      <Group gap="md" mt={6}>
        {genres.map((genre) => (
          <Radio key={genre.value} value={genre.value} label={genre.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** The books' definition, its genre drawn by {@link GenreRadios}. */
function withGenreRadios(definition: ReturnType<typeof bookCrud>): ReturnType<typeof bookCrud> {
  return {
    ...definition,
    fields: definition.fields.map((field) =>
      field.key === 'genre' ? { ...field, form: { ...field.form, input: GenreRadios } } : field,
    ),
  };
}

/** The modal over an in-memory API, opened in a mode; a button opens it again once closed. */
function FormModalStage({
  mode,
  conflict = false,
  customInput = false,
  extra = false,
  live,
}: {
  /** The mode the modal opens in: CREATE, EDIT, VIEW or COPY. */
  mode: CrudFormTarget<Book>['mode'];
  /** Someone else saves the book first: saving runs into a 409. */
  conflict?: boolean;
  /** The genre field draws its own input (radio buttons) in place of the select. */
  customInput?: boolean;
  /** The view shows what the app adds under the record (`renderRecordExtra`). */
  extra?: boolean;
  /**
   * The app is live: 韩梅梅 has the book open too, and a second after the form opens she saves
   * (`update`) or deletes (`delete`) it; or (`echo`) the person's own save is heard live before
   * its answer arrives.
   */
  live?: 'update' | 'delete' | 'echo';
}) {
  const [setup] = useState(() => {
    const api = createBookApi(sampleBooks(5));
    const book = api.books[0] as Book;
    if (conflict) api.books[0] = { ...book, title: 'Changed elsewhere', version: 2 };
    const target: CrudFormTarget<Book> = mode === 'CREATE' ? { mode } : { mode, row: book };
    const definition = customInput ? withGenreRadios(bookCrud()) : bookCrud();
    return { api, definition, target };
  });
  const [target, setTarget] = useState<CrudFormTarget<Book> | null>(setup.target);
  const [saved, setSaved] = useState<string>('');
  const [news] = useState(() =>
    fakeLive({
      me: '1',
      present: [
        { id: 1, name: 'Me' },
        { id: 2, name: '韩梅梅' },
      ],
    }),
  );
  useEffect(() => {
    if (live !== 'echo') return;
    const update = setup.api.update.bind(setup.api);
    setup.api.update = async (params) => {
      const saved = await update(params);
      const change = { resource: 'books', id: params.id, action: 'updated' as const };
      news.emit({
        type: 'change',
        change: { ...change, version: 2, actor: { id: 1, name: 'Me' } },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      return saved;
    };
  }, [live, news, setup]);
  useEffect(() => {
    if (!live || live === 'echo') return;
    const timer = setTimeout(() => {
      const book = setup.api.books[0] as Book;
      const actor = { id: 2, name: '韩梅梅' };
      if (live === 'delete') {
        setup.api.books.splice(0, 1);
        news.emit({
          type: 'change',
          change: { resource: 'books', id: book.id, action: 'deleted', version: null, actor },
        });
        return;
      }
      const changed = { ...book, title: `${book.title} (韩梅梅)`, version: book.version + 1 };
      setup.api.books[0] = changed;
      news.emit({
        type: 'change',
        change: {
          resource: 'books',
          id: book.id,
          action: 'updated',
          version: changed.version,
          actor,
        },
      });
    }, 1000);
    return () => clearTimeout(timer);
  }, [live, news, setup]);
  return (
    <CrudQueryProvider dataProvider={setup.api}>
      <LiveContext.Provider value={live ? news.value : null}>
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
      </LiveContext.Provider>
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

/** A field with an input of its own (`form.input`): the genre as radio buttons. */
export const CustomInput: Story = { args: { mode: 'CREATE', customInput: true } };

/**
 * Live (`AdminApp`'s `live`): the form says who else has the record open, and when someone
 * saves it meanwhile, offers their version.
 */
export const ChangedElsewhere: Story = { args: { mode: 'EDIT', live: 'update' } };

/** Live: someone deletes the record while it is being edited; it can be saved as new. */
export const DeletedElsewhere: Story = { args: { mode: 'EDIT', live: 'delete' } };

/** Live: the person's own save is heard before its answer; the form says nothing of it. */
export const OwnSaveHeard: Story = { args: { mode: 'EDIT', live: 'echo' } };
