import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { ServicesProvider } from '../../core/app/services.js';
import type { DataProvider, GetListParams } from '../../core/contracts.js';
import type { PaletteRecordSource } from '../../core/palette/types.js';
import { LayoutStage, type LayoutStageProps } from '../AdminLayout/AdminLayout.fixtures.js';

/** A person of the stage's in-memory API. */
export interface DemoPerson {
  id: number;
  username: string;
  email: string;
}

export const demoPeople: readonly DemoPerson[] = [
  { id: 1, username: 'alice', email: 'alice@example.com' },
  { id: 2, username: 'albert', email: 'albert@example.com' },
  { id: 3, username: 'bob', email: 'bob@example.com' },
  { id: 4, username: '王芳', email: 'wang.fang@example.com' },
];

/** The stage's records: people, found by username or email, opening on the CRUD page. */
export const demoRecordSources: readonly PaletteRecordSource[] = [
  {
    id: 'people',
    resource: 'people',
    heading: { 'zh-CN': '用户', 'en-US': 'Users' },
    path: '/crud-table',
    rowKey: (person: DemoPerson) => person.id,
    label: (person: DemoPerson) => person.username,
    description: (person: DemoPerson) => person.email,
  },
];

const refused = () => Promise.reject(new Error('The palette stage only reads'));

/** An in-memory API over {@link demoPeople}, answering after `delayMs`. */
export function peopleProvider(delayMs = 50): DataProvider {
  const later = <T,>(value: T, signal?: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => resolve(value), delayMs);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
  return {
    getList: <Row,>({ search = '', pagination, signal }: GetListParams) => {
      const found = demoPeople.filter((person) =>
        `${person.username} ${person.email}`.includes(search),
      );
      const page = found.slice(0, pagination.perPage) as Row[];
      return later({ data: page, total: found.length }, signal);
    },
    getOne: <Row,>({ id }: { id: string | number }) =>
      later(demoPeople.find((person) => String(person.id) === String(id)) as Row),
    create: refused,
    update: refused,
    delete: refused,
    deleteMany: refused,
  };
}

/** The layout stage with the command palette offered, over the in-memory people. */
export function PaletteStage({
  dataProvider,
  ...stageProps
}: LayoutStageProps & { dataProvider?: DataProvider }) {
  const [services] = useState(() => ({
    queryClient: new QueryClient(),
    dataProvider: dataProvider ?? peopleProvider(),
  }));
  return (
    <QueryClientProvider client={services.queryClient}>
      <ServicesProvider dataProvider={services.dataProvider}>
        <LayoutStage commandPalette={{ records: demoRecordSources }} {...stageProps} />
      </ServicesProvider>
    </QueryClientProvider>
  );
}
