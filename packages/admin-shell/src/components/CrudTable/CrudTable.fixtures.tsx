import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ServicesProvider } from '../../core/app/services.js';
import type {
  DataProvider,
  GetListParams,
  Notifier,
  RecordId,
  SavedView,
  SavedViewState,
  SavedViewsProvider,
} from '../../core/contracts.js';
import { type CrudSearch, defineCrud } from '../../core/crud/crud-definition.js';
import type { CrudPermissions } from '../../core/crud/crud-permissions.js';
import { pageOf } from '../../core/crud/test-doubles.js';
import { ConflictError, FieldErrors, NotFoundError } from '../../core/data/data-errors.js';
import { deleteEach } from '../../core/data/delete-each.js';
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

/**
 * A data provider over an array of books (resource `books`), with the behaviour of a real back
 * end that the table relies on: paging with a total, keyword, filter, sort, field errors, a
 * missing record and a conflict on a stale version. `delayMs` makes every call slow;
 * `failList` makes listing fail, `neverList` never answer.
 */
export function createBookApi(
  books: Book[],
  options: { delayMs?: number; failList?: boolean; neverList?: boolean } = {},
) {
  let nextId = books.length + 1;
  const wait = () => new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
  const validate = (values: BookValues) => {
    if (books.some((book) => book.title === values.title)) {
      throw new FieldErrors({ title: '标题已存在' }, 'Title taken');
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
  const find = (id: RecordId) => {
    const index = books.findIndex((book) => book.id === id);
    const book = books[index];
    if (!book) throw new NotFoundError('记录不存在');
    return { index, book };
  };

  const provider: DataProvider & { books: Book[] } = {
    books,
    async getList<Row>(params: GetListParams) {
      if (options.neverList) return new Promise(() => {});
      await wait();
      params.signal?.throwIfAborted();
      if (options.failList) throw new Error('服务器出错了');
      const keyword = params.search?.toLowerCase();
      const genre = params.filters.genre;
      let found = books.filter(
        (book) =>
          (!keyword || `${book.title} ${book.author}`.toLowerCase().includes(keyword)) &&
          (!genre || book.genre === genre),
      );
      const sort = params.sort;
      if (sort) {
        const field = sort.field as keyof Book;
        const direction = sort.order === 'desc' ? -1 : 1;
        found = [...found].sort((a, b) =>
          (a[field] ?? '') > (b[field] ?? '') ? direction : -direction,
        );
      }
      const { page, perPage } = params.pagination;
      return pageOf(found, { current: page, pageSize: perPage }) as { data: Row[]; total: number };
    },
    async getOne<Row>({ id }: { id: RecordId }) {
      await wait();
      return find(id).book as Row;
    },
    async create<Row>({ data }: { data: unknown }) {
      await wait();
      const values = data as BookValues;
      validate(values);
      const book = toBook(values, {
        id: nextId++,
        version: 1,
        publishedAt: new Date().toISOString(),
      });
      books.unshift(book);
      return book as Row;
    },
    async update<Row>({ id, data }: { id: RecordId; data: unknown }) {
      await wait();
      const { index, book: current } = find(id);
      const { version, ...values } = data as BookValues & { version: number };
      if (current.version !== version) throw new ConflictError(current, '记录已被修改');
      if (values.title !== current.title) validate(values);
      const saved = toBook(values, { ...current, version: current.version + 1 });
      books[index] = saved;
      return saved as Row;
    },
    async delete({ id }) {
      await wait();
      const { index, book } = find(id);
      if (book.title.startsWith('Locked')) throw new Error('这本书不能删除');
      books.splice(index, 1);
    },
    deleteMany: ({ resource, records }) =>
      deleteEach(records, ({ id, previousData }) =>
        provider.delete({ resource, id, previousData }),
      ),
  };
  return provider;
}

export type BookApi = ReturnType<typeof createBookApi>;

/** The books table's definition. */
export function bookCrud() {
  return defineCrud<Book, BookValues, BookQuery>({
    id: 'books',
    resource: 'books',
    entity: { 'zh-CN': '图书', 'en-US': 'book' },
    keyword: { 'zh-CN': '书名或作者', 'en-US': 'Title or author' },
    rowKey: (book) => book.id,
    rowTitle: (book) => book.title,
    rowVersion: (book) => book.version,
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
    toUpdate: (values, previous) => ({ ...values, version: previous.version }),
  });
}

/** A view as the in-memory store keeps it: whose it is rather than whether it is the reader's. */
export interface StoredView {
  id: number;
  tableKey: string;
  name: string;
  shared: boolean;
  state: SavedViewState;
  owner: string;
  version: number;
}

/**
 * Saved views in memory, as a back end keeps them for several people: each person's own and
 * those shared with everyone, one default per person and table, names unique per person and
 * table whatever their case, and a stale version refused. `as(person)` is the provider that
 * person's browser would use.
 */
export function createSavedViewsStore(seed: readonly Omit<StoredView, 'id' | 'version'>[] = []) {
  let nextId = 1;
  const views: StoredView[] = seed.map((view) => ({ ...view, id: nextId++, version: 1 }));
  /** `person:tableKey` → view id. */
  const defaults = new Map<string, number>();
  const visible = (person: string, view: StoredView) => view.owner === person || view.shared;
  const shown = (person: string, view: StoredView): SavedView => ({
    id: view.id,
    tableKey: view.tableKey,
    name: view.name,
    shared: view.shared,
    state: view.state,
    ownerName: view.owner,
    mine: view.owner === person,
    isDefault: defaults.get(`${person}:${view.tableKey}`) === view.id,
    version: view.version,
  });
  const find = (person: string, id: RecordId) => {
    const view = views.find((candidate) => candidate.id === Number(id));
    if (!view || !visible(person, view)) throw new NotFoundError('视图不存在');
    return view;
  };
  const checkName = (person: string, tableKey: string, name: string, except?: number) => {
    const taken = views.some(
      (view) =>
        view.owner === person &&
        view.tableKey === tableKey &&
        view.id !== except &&
        view.name.toLowerCase() === name.toLowerCase(),
    );
    if (taken) throw new FieldErrors({ name: '这张表已有同名的视图' });
  };

  const as = (person: string): SavedViewsProvider => ({
    async list({ tableKey }) {
      return views
        .filter((view) => view.tableKey === tableKey && visible(person, view))
        .sort(
          (a, b) =>
            Number(b.owner === person) - Number(a.owner === person) || a.name.localeCompare(b.name),
        )
        .map((view) => shown(person, view));
    },
    async get({ id }) {
      return shown(person, find(person, id));
    },
    async create({ tableKey, name, shared, state }) {
      checkName(person, tableKey, name);
      const view = { id: nextId++, tableKey, name, shared, state, owner: person, version: 1 };
      views.push(view);
      return shown(person, view);
    },
    async update({ view: read, name, shared, state }) {
      const view = find(person, read.id);
      if (view.owner !== person) throw new Error('只能修改自己的视图');
      if (view.version !== read.version) throw new ConflictError(shown(person, view));
      if (name !== undefined) checkName(person, view.tableKey, name, view.id);
      Object.assign(view, {
        ...(name !== undefined && { name }),
        ...(shared !== undefined && { shared }),
        ...(state !== undefined && { state }),
        version: view.version + 1,
      });
      return shown(person, view);
    },
    async delete({ view: read }) {
      const view = find(person, read.id);
      if (view.owner !== person) throw new Error('只能删除自己的视图');
      views.splice(views.indexOf(view), 1);
      for (const [key, id] of defaults) if (id === view.id) defaults.delete(key);
    },
    async setDefault({ tableKey, view }) {
      const key = `${person}:${tableKey}`;
      if (view === null) defaults.delete(key);
      else defaults.set(key, find(person, view.id).id);
    },
  });
  return { views, defaults, as };
}

/**
 * What a CRUD table needs around it in stories and tests: query defaults without retries (so a
 * failure shows at once), the data provider, saved views (when given) and a notifier.
 */
export function CrudQueryProvider({
  children,
  dataProvider,
  savedViews,
  notifier,
}: {
  children: ReactNode;
  dataProvider: DataProvider;
  savedViews?: SavedViewsProvider;
  notifier?: Notifier;
}) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 2000 } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <ServicesProvider dataProvider={dataProvider} savedViews={savedViews} notifier={notifier}>
        {children}
      </ServicesProvider>
    </QueryClientProvider>
  );
}

export interface BookTableStageProps {
  /** The in-memory books the table lists and edits (`createBookApi`). */
  api: BookApi;
  /** Where the table's toasts go. Default: nowhere. */
  notifier?: Notifier;
  /** Saved views of the books (`createSavedViewsStore().as(person)`). Default: none. */
  savedViews?: SavedViewsProvider;
  /** What the person may do: passed to `CrudTable` as is. Default: everything the API offers. */
  permissions?: CrudPermissions<Book>;
  /** The table's state when it opens, as a shared link would give it. Default: page 1, no filter. */
  initialSearch?: CrudSearch<BookQuery>;
  /** Passed to `CrudTable` as is: what the record view shows under a book. Default: nothing. */
  renderRecordExtra?(book: Book): ReactNode;
}

/** The books table with its state held in the stage (an app keeps it in the address). */
export function BookTableStage({
  api,
  notifier,
  savedViews,
  permissions,
  initialSearch = {},
  renderRecordExtra,
}: BookTableStageProps) {
  const [definition] = useState(() => bookCrud());
  const [search, setSearch] = useState<CrudSearch<BookQuery>>(initialSearch);
  return (
    <CrudQueryProvider dataProvider={api} savedViews={savedViews} notifier={notifier}>
      <output data-testid="search">{JSON.stringify(search)}</output>
      <CrudTable
        definition={definition}
        search={search}
        onSearchChange={setSearch}
        permissions={permissions}
        renderRecordExtra={renderRecordExtra}
      />
    </CrudQueryProvider>
  );
}
