import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { roleAccess } from '../../core/access/test-doubles.js';
import type { AuthProvider, DataProvider, LiveProvider, Notifier } from '../../core/contracts.js';
import type { CrudSearch } from '../../core/crud/crud-definition.js';
import { useSession } from '../../core/session/SessionProvider.js';
import {
  type BookQuery,
  bookCrud,
  createBookApi,
  sampleBooks,
} from '../CrudTable/CrudTable.fixtures.js';
import { CrudTable } from '../CrudTable/CrudTable.js';
import { AdminApp } from './AdminApp.js';

export interface Person {
  name: string;
  access: 'admin' | 'user';
}

/** An auth provider that always has Ada signed in. */
export const adaSignedIn: AuthProvider<Person> = {
  login: async () => ({ ok: true }),
  logout: async () => undefined,
  getIdentity: async () => ({ name: 'Ada', access: 'admin' }),
};

function BooksPage() {
  const { user } = useSession();
  const [definition] = useState(() => bookCrud());
  const [search, setSearch] = useState<CrudSearch<BookQuery>>({});
  return (
    <Stack p="md">
      <Text>{user ? `Signed in as ${(user as Person).name}` : 'Nobody signed in'}</Text>
      <CrudTable definition={definition} search={search} onSearchChange={setSearch} />
    </Stack>
  );
}

/** A whole small app: Ada signed in, and a table of books read through the data provider. */
export function BooksApp({
  notifier,
  books = 12,
  live,
  authProvider = adaSignedIn,
  dataProvider: given,
}: {
  notifier?: Notifier;
  books?: number;
  /** News of changes to the books as they happen. */
  live?: LiveProvider;
  authProvider?: AuthProvider<Person>;
  /** The books' API. Default: `books` books in memory. */
  dataProvider?: DataProvider;
}) {
  const [dataProvider] = useState(() => given ?? createBookApi(sampleBooks(books)));
  return (
    <AdminApp
      authProvider={authProvider}
      access={roleAccess}
      dataProvider={dataProvider}
      notifier={notifier}
      live={live}
    >
      <BooksPage />
    </AdminApp>
  );
}
