import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { crudDraftId } from '../../core/crud/crud-draft.js';
import { draftKey, saveDraft } from '../../core/drafts/form-drafts.js';
import {
  BookTableStage,
  createBookApi,
  createSavedViewsStore,
  sampleBooks,
} from './CrudTable.fixtures.js';
import { CrudTable } from './CrudTable.js';

const meta = {
  title: 'Data/CrudTable',
  component: BookTableStage,
  subcomponents: { CrudTable },
  parameters: { layout: 'padded' },
  args: { api: createBookApi(sampleBooks(120)) },
} satisfies Meta<typeof BookTableStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 120 books over an in-memory API: search, filter, sort, page, and every action. */
export const Default: Story = {
  args: { api: createBookApi(sampleBooks(120)) },
};

/** Opened from a shared link: poetry only, the longest first, on page 2 of 5 rows. */
export const FromLink: Story = {
  args: {
    api: createBookApi(sampleBooks(120)),
    initialSearch: { genre: 'poetry', sortField: 'pages', sortOrder: 'descend', current: 2 },
  },
};

/** Ada's saved views of the books (the first her default, the second shared) and Grace's. */
function booksViews() {
  const store = createSavedViewsStore([
    {
      tableKey: 'books',
      name: '长篇小说',
      shared: false,
      owner: 'Ada',
      state: {
        filters: { genre: 'novel' },
        sortField: 'pages',
        sortOrder: 'descend',
        columns: { order: ['id', 'title', 'genre', 'pages', 'publishedAt'], hidden: ['author'] },
        density: 'compact',
      },
    },
    {
      tableKey: 'books',
      name: '诗歌',
      shared: true,
      owner: 'Ada',
      state: { filters: { genre: 'poetry' }, pageSize: 20 },
    },
    {
      tableKey: 'books',
      name: 'Essays, newest first',
      shared: true,
      owner: 'Grace',
      state: { filters: { genre: 'essay' }, sortField: 'publishedAt', sortOrder: 'descend' },
    },
  ]);
  store.defaults.set('Ada:books', 1);
  return store.as('Ada');
}

/**
 * Saved views in the toolbar: choose one, save the table as it is, share a view, make it the
 * default, copy its link, rename or delete it. (Opening the default on entering the table is
 * the route's work: `crudRouteOptions`.)
 */
export const WithSavedViews: Story = {
  args: { api: createBookApi(sampleBooks(120)), savedViews: booksViews() },
};

/** Someone who may only read: no create button, no edit, copy or delete, no selection. */
export const ReadOnly: Story = {
  args: {
    api: createBookApi(sampleBooks(30)),
    permissions: { create: false, update: false, remove: false },
  },
};

/** Row by row: only novels may be changed; the others show their actions disabled. */
export const RowRules: Story = {
  args: {
    api: createBookApi(sampleBooks(30)),
    permissions: {
      update: (book) => book.genre === 'novel',
      remove: (book) => book.genre === 'novel',
    },
  },
};

/** Nothing recorded yet. */
export const Empty: Story = { args: { api: createBookApi([]) } };

/** The first page has not arrived: skeleton rows. */
export const Loading: Story = { args: { api: createBookApi([], { neverList: true }) } };

/** Every call takes four seconds: after three the table says it is taking long. */
export const Slow: Story = { args: { api: createBookApi(sampleBooks(40), { delayMs: 4000 }) } };

/** The list cannot be loaded: the error and a retry. */
export const LoadFailed: Story = { args: { api: createBookApi([], { failList: true }) } };

/** A draft left by a reload the shell made (a deployment, 立即刷新), written before the table mounts. */
function WithDraftLeft({ children }: { children: ReactNode }) {
  useState(() =>
    saveDraft(draftKey(crudDraftId('books')), {
      mode: 'CREATE',
      values: { title: '呐喊', author: '鲁迅' },
    }),
  );
  return children;
}

/** The page after the shell reloaded it over a half-filled form: the form opens as it was left. */
export const DraftAfterReload: Story = {
  decorators: [
    (Story) => (
      <WithDraftLeft>
        <Story />
      </WithDraftLeft>
    ),
  ],
};
