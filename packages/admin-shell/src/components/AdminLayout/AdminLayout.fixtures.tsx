import { Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconHome,
  IconLock,
  IconPalette,
  IconPuzzle,
  IconTable,
} from '@tabler/icons-react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createContext, useContext, useMemo, useState } from 'react';
import { useAccess } from '../../core/access/AccessProvider.js';
import { guardRouteAccess } from '../../core/access/route-access.js';
import { roleAccess } from '../../core/access/test-doubles.js';
import type { AuthProvider } from '../../core/contracts.js';
import type { LayoutSettings } from '../../core/layout/layout-settings.js';
import type { MenuRoute } from '../../core/menu/types.js';
import { SessionProvider } from '../../core/session/SessionProvider.js';
import { useUnsavedChanges } from '../../core/unsaved/unsaved-changes.js';
import { ErrorScreen } from '../ErrorScreen/ErrorScreen.js';
import { ExceptionResult } from '../ExceptionResult/ExceptionResult.js';
import { AdminLayout, type AdminLayoutProps } from './AdminLayout.js';

/** The spec's menu (§2), with names given inline in both languages. */
export const demoMenu: MenuRoute[] = [
  { path: '/', name: { 'zh-CN': '首页', 'en-US': 'Home' }, icon: IconHome },
  {
    path: '/crud-table',
    name: { 'zh-CN': '增删改查表格', 'en-US': 'CRUD table' },
    icon: IconTable,
  },
  {
    path: '/admin-manager',
    name: { 'zh-CN': '管理页', 'en-US': 'Admin page' },
    icon: IconLock,
    access: 'isAdmin',
  },
  {
    path: '/basic-features',
    name: { 'zh-CN': '基础功能', 'en-US': 'Basic features' },
    icon: IconPuzzle,
    children: [
      { path: '/basic-features/icon-feature', name: { 'zh-CN': '图标', 'en-US': 'Icons' } },
      { path: '/basic-features/style-feature', name: { 'zh-CN': '样式', 'en-US': 'Styles' } },
      { path: '/basic-features/store-feature', name: { 'zh-CN': '状态管理', 'en-US': 'State' } },
      { path: '/basic-features/access-feature', name: { 'zh-CN': '权限', 'en-US': 'Access' } },
      {
        href: 'https://mantine.dev',
        name: { 'zh-CN': 'Mantine 文档', 'en-US': 'Mantine docs' },
      },
    ],
  },
  {
    path: '/exception',
    name: { 'zh-CN': '异常页', 'en-US': 'Exceptions' },
    icon: IconAlertTriangle,
    children: [
      { path: '/exception/403', name: { 'zh-CN': '403', 'en-US': '403' } },
      { path: '/exception/404', name: { 'zh-CN': '404', 'en-US': '404' } },
      { path: '/exception/500', name: { 'zh-CN': '500', 'en-US': '500' } },
    ],
  },
  { path: '/$', name: { 'zh-CN': '页面不存在', 'en-US': 'Not found' }, hidden: true },
  { path: '/theme', name: { 'zh-CN': '主题', 'en-US': 'Theme' }, icon: IconPalette, hidden: true },
];

const paragraphs = Array.from({ length: 30 }, (_, index) => index + 1);

function DemoPage({ heading }: { heading: string }) {
  // Typed notes count as unsaved work: a tab holding some asks before it closes.
  const [notes, setNotes] = useState('');
  useUnsavedChanges(notes !== '');
  return (
    <Paper p="lg" withBorder>
      <Stack gap="sm">
        <Title order={1} fz="h2">
          {heading}
        </Title>
        <TextInput
          label="Notes"
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        {paragraphs.map((paragraph) => (
          <Text key={paragraph} c="dimmed">
            Paragraph {paragraph} of the page, long enough together to scroll past the header.
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** The layout's props, read by the router's root on every render so story controls apply. */
const StageProps = createContext<Omit<AdminLayoutProps, 'children'>>({ menu: demoMenu });

function StageLayout() {
  const props = useContext(StageProps);
  return (
    <AdminLayout docsUrl="https://example.com/docs" {...props}>
      <Outlet />
    </AdminLayout>
  );
}

function demoRouter(path: string) {
  const root = createRootRoute({ component: StageLayout });
  const pages = [
    '/',
    '/crud-table',
    '/basic-features/icon-feature',
    '/basic-features/style-feature',
    '/basic-features/store-feature',
    '/basic-features/access-feature',
    // Not in the menu: the page a `docsPath` story's header links to.
    '/docs',
  ].map((pagePath) =>
    createRoute({
      getParentRoute: () => root,
      path: pagePath,
      component: () => <DemoPage heading={`Page ${pagePath}`} />,
    }),
  );
  const admin = createRoute({
    getParentRoute: () => root,
    path: '/admin-manager',
    // Declared only on the route: its guard refuses it, and the layout shows the 403 result.
    staticData: { access: 'isAdmin' },
    component: () => <DemoPage heading="Only admins can see this page." />,
  });
  const exceptions = ([403, 404, 500] as const).map((status) =>
    createRoute({
      getParentRoute: () => root,
      path: `/exception/${status}`,
      component: () => <ExceptionResult status={status} />,
    }),
  );
  const notFound = createRoute({
    getParentRoute: () => root,
    path: '$',
    component: () => <ExceptionResult status={404} />,
  });
  return createRouter({
    routeTree: guardRouteAccess(root.addChildren([...pages, admin, ...exceptions, notFound])),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { access: roleAccess(undefined) },
    defaultErrorComponent: ErrorScreen,
  });
}

function StageRouter({ path }: { path: string }) {
  const router = useMemo(() => demoRouter(path), [path]);
  return <RouterProvider router={router} context={{ access: useAccess() }} />;
}

/** A demo user with the given access, signed in from the start. */
function demoAuth(access: 'admin' | 'user'): AuthProvider<{ name: string; access: string }> {
  return {
    login: async () => ({ ok: true }),
    logout: async () => undefined,
    getIdentity: async () => ({ name: access === 'admin' ? 'Serati Ma' : 'Qu Li', access }),
  };
}

export interface LayoutStageProps
  extends Partial<Omit<AdminLayoutProps, 'defaultSettings' | 'children'>> {
  /** Who is signed in. Default admin. */
  access?: 'admin' | 'user';
  /** The page the stage opens at. Default '/basic-features/icon-feature'. */
  path?: string;
  /** The layout before the person changes it in the settings drawer. Default: spec §2's. */
  defaultSettings?: Partial<Omit<LayoutSettings, 'collapsed'>>;
}

/**
 * AdminLayout with a signed-in demo user and a memory router holding the spec's pages: the
 * fixture shared by the stories and the tests.
 */
export function LayoutStage({
  access = 'admin',
  path = '/basic-features/icon-feature',
  menu = demoMenu,
  ...layoutProps
}: LayoutStageProps) {
  const auth = useMemo(() => demoAuth(access), [access]);
  return (
    <SessionProvider auth={auth} computeAccess={roleAccess} publicPaths={[]} navigate={() => {}}>
      <StageProps.Provider value={{ menu, ...layoutProps }}>
        <StageRouter path={path} />
      </StageProps.Provider>
    </SessionProvider>
  );
}
