import '@org/admin-shell/styles/crud.css';

import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useAccess, useI18n } from '@org/admin-shell';
import { IconArticle, IconUsers } from '@tabler/icons-react';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';

const allTabs = [
  { value: '/crud-table', label: 'menu.crudUsers', icon: IconUsers, needs: 'users.read' },
  {
    value: '/crud-table/articles',
    label: 'menu.crudArticles',
    icon: IconArticle,
    needs: 'articles.read',
  },
] as const;

/**
 * The CRUD table page: users in the first tab, articles in the second, each its own route and
 * shown to whoever may read it (the page at the other's address says 403).
 */
export function CrudTableLayout() {
  const { t } = useI18n();
  const access = useAccess();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname.replace(/\/$/, '') });
  const active = allTabs.find((tab) => tab.value === pathname)?.value ?? allTabs[0].value;
  // The tab shown stays even when unreadable, its panel saying 403.
  const tabs = allTabs.filter((tab) => access[tab.needs] || tab.value === active);

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('crudPage.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('crudPage.description')}
        </Text>
      </div>
      <Tabs
        value={active}
        onChange={(next) => {
          const tab = tabs.find((candidate) => candidate.value === next);
          if (tab) void navigate({ to: tab.value });
        }}
      >
        <Tabs.List aria-label={t('crudPage.tabs')} mb="md">
          {tabs.map(({ value, label, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} stroke={1.7} />}>
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {allTabs.map(({ value }) => (
          <Tabs.Panel key={value} value={value}>
            {value === active && <Outlet />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
