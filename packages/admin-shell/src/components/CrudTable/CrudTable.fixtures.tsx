import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { PageResult } from '../../core/client/create-envelope-client.js';
import { RequestError } from '../../core/client/errors.js';
import {
  type CrudPageQuery,
  type CrudSearch,
  defineCrud,
} from '../../core/crud/crud-definition.js';
import type { CrudPermissions } from '../../core/crud/crud-permissions.js';
import { pageOf } from '../../core/crud/test-doubles.js';
import { CrudTable } from './CrudTable.js';

/** A record of the stories' and tests' in-memory API. */
export interface Book {
  id: number;
  title: string;
  author: string;
  genre: 'novel' | 'poetry' | 'essay';
  pages: number;
  website: string | null;
  publishedAt: string;
  version: number;
}

export interface BookValues {
  title: string;
  author: string;
  genre: Book['genre'] | null;
  pages: number | '';
  website: string;
}

export interface BookQuery {
  current?: number;
  pageSize?: number;
  sortField?: 'id' | 'title' | 'pages' | 'publishedAt';
  sortOrder?: 'ascend' | 'descend';
  keyword?: string;
  genre?: Book['genre'];
}

const genres: readonly Book['genre'][] = ['novel', 'poetry', 'essay'];
const authors = ['鲁迅', 'Virginia Woolf', '张爱玲', 'Italo Calvino', '沈从文', 'Toni Morrison'];

/** `count` books, the same every time, so tests can name them. */
export function sampleBooks(count: number): Book[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Book ${String(index + 1).padStart(3, '0')}`,
    author: authors[index % authors.length] as string,
    genre: genres[index % genres.length] as Book['genre'],
    pages: 100 + ((index * 37) % 400),
    website: index % 4 === 0 ? `https://example.com/books/${index + 1}` : null,
    publishedAt: new Date(Date.UTC(2020, 0, 1 + index * 9)).toISOString(),
    version: 1,
  }));
}

function fail(status: number, message: string, data?: unknown): never {
  throw new RequestError(message, status, { code: status, data, message });
}

/**
 * An API over an array, with the behaviour of the real one that the table relies on: paging
 * with a total, keyword, filter, sort, field errors, 404 for a missing record and 409 for a
 * stale version. `delayMs` makes every call slow; `failList` makes listing fail.
 */
export function createBookApi(
  books: Book[],
  options: { delayMs?: number; failList?: boolean; neverList?: boolean } = {},
) {
  let nextId = books.length + 1;
  const wait = () => new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
  const validate = (values: BookValues) => {
    if (books.some((book) => book.title === values.title)) {
      fail(409, 'Title taken', {
        fields: [{ field: 'title', rule: 'unique', message: '标题已存在' }],
      });
    }
  };
  const toBook = (values: BookValues, base: Pick<Book, 'id' | 'version' | 'publishedAt'>) => ({
    ...base,
    title: values.title,
    author: values.author,
    genre: values.genre ?? 'novel',
    pages: values.pages === '' ? 0 : values.pages,
    website: values.website || null,
  });

  return {
    books,
    async list(query: CrudPageQuery<BookQuery>, signal?: AbortSignal): Promise<PageResult<Book>> {
      if (options.neverList) return new Promise(() => {});
      await wait();
      signal?.throwIfAborted();
      if (options.failList) fail(500, '服务器出错了');
      const keyword = query.keyword?.toLowerCase();
      let found = books.filter(
        (book) =>
          (!keyword || `${book.title} ${book.author}`.toLowerCase().includes(keyword)) &&
          (!query.genre || book.genre === query.genre),
      );
      if (query.sortField) {
        const field = query.sortField;
        const direction = query.sortOrder === 'descend' ? -1 : 1;
        found = [...found].sort((a, b) => (a[field] > b[field] ? direction : -direction));
      }
      return pageOf(found, query);
    },
    async create(values: BookValues): Promise<Book> {
      await wait();
      validate(values);
      const book = toBook(values, {
        id: nextId++,
        version: 1,
        publishedAt: new Date().toISOString(),
      });
      books.unshift(book);
      return book;
    },
    async update(row: Book, values: BookValues): Promise<Book> {
      await wait();
      const index = books.findIndex((book) => book.id === row.id);
      const current = books[index];
      if (!current) fail(404, '记录不存在');
      if (current.version !== row.version) fail(409, '记录已被修改', { current });
      if (values.title !== current.title) validate(values);
      const saved = toBook(values, { ...current, version: current.version + 1 });
      books[index] = saved;
      return saved;
    },
    async remove(row: Book): Promise<null> {
      await wait();
      const index = books.findIndex((book) => book.id === row.id);
      if (index < 0) fail(404, '记录不存在');
      if (row.title.startsWith('Locked')) fail(403, '这本书不能删除');
      books.splice(index, 1);
      return null;
    },
  };
}

export type BookApi = ReturnType<typeof createBookApi>;

/** The books table's definition over a given API. */
export function bookCrud(api: BookApi) {
  return defineCrud<Book, BookValues, BookQuery>({
    id: 'books',
    entity: { 'zh-CN': '图书', 'en-US': 'book' },
    keyword: { 'zh-CN': '书名或作者', 'en-US': 'Title or author' },
    rowKey: (book) => book.id,
    rowTitle: (book) => book.title,
    fields: [
      { key: 'id', label: { 'zh-CN': '编号', 'en-US': 'No.' }, sortable: true, width: 80 },
      {
        key: 'title',
        label: { 'zh-CN': '书名', 'en-US': 'Title' },
        sortable: true,
        form: { rules: { required: true, maxLength: 60 } },
      },
      {
        key: 'author',
        label: { 'zh-CN': '作者', 'en-US': 'Author' },
        form: { rules: { required: true, minLength: 2, maxLength: 40 } },
      },
      {
        key: 'genre',
        label: { 'zh-CN': '体裁', 'en-US': 'Genre' },
        filterable: true,
        options: [
          { value: 'novel', label: { 'zh-CN': '小说', 'en-US': 'Novel' }, color: 'blue' },
          { value: 'poetry', label: { 'zh-CN': '诗歌', 'en-US': 'Poetry' }, color: 'grape' },
          { value: 'essay', label: { 'zh-CN': '散文', 'en-US': 'Essay' }, color: 'teal' },
        ],
        form: { rules: { required: true } },
      },
      {
        key: 'pages',
        label: { 'zh-CN': '页数', 'en-US': 'Pages' },
        valueType: 'integer',
        sortable: true,
        form: { rules: { required: true, min: 1, max: 5000 } },
      },
      {
        key: 'website',
        label: { 'zh-CN': '网址', 'en-US': 'Website' },
        valueType: 'url',
        defaultHidden: true,
        form: {},
      },
      {
        key: 'publishedAt',
        label: { 'zh-CN': '出版时间', 'en-US': 'Published' },
        valueType: 'datetime',
        sortable: true,
      },
    ],
    emptyValues: { title: '', author: '', genre: null, pages: '', website: '' },
    toValues: (book) => ({
      title: book.title,
      author: book.author,
      genre: book.genre,
      pages: book.pages,
      website: book.website ?? '',
    }),
    copyValues: (book) => ({
      title: `${book.title} (2)`,
      author: book.author,
      genre: book.genre,
      pages: book.pages,
      website: book.website ?? '',
    }),
    api,
  });
}

/** Query defaults for stories and tests: no retries, so a failure shows at once. */
export function CrudQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 2000 } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export interface BookTableStageProps {
  /** The in-memory books API the table lists and edits (`createBookApi`). */
  api: BookApi;
  /** What the person may do: passed to `CrudTable` as is. Default: everything the API offers. */
  permissions?: CrudPermissions<Book>;
  /** The table's state when it opens, as a shared link would give it. Default: page 1, no filter. */
  initialSearch?: CrudSearch<BookQuery>;
}

/** The books table with its state held in the stage (an app keeps it in the address). */
export function BookTableStage({ api, permissions, initialSearch = {} }: BookTableStageProps) {
  const [definition] = useState(() => bookCrud(api));
  const [search, setSearch] = useState<CrudSearch<BookQuery>>(initialSearch);
  return (
    <CrudQueryProvider>
      <output data-testid="search">{JSON.stringify(search)}</output>
      <CrudTable
        definition={definition}
        search={search}
        onSearchChange={setSearch}
        permissions={permissions}
      />
    </CrudQueryProvider>
  );
}
