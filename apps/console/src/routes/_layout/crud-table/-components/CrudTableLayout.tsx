import '@org/admin-shell/styles/crud.css';

import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import { IconArticle, IconUsers } from '@tabler/icons-react';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';

const tabs = [
  { value: '/crud-table', label: 'menu.crudUsers', icon: IconUsers },
  { value: '/crud-table/articles', label: 'menu.crudArticles', icon: IconArticle },
] as const;

/** The CRUD table page: users in the first tab, articles in the second, each its own route. */
export function CrudTableLayout() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname.replace(/\/$/, '') });
  const active = tabs.find((tab) => tab.value === pathname)?.value ?? tabs[0].value;

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
        {tabs.map(({ value }) => (
          <Tabs.Panel key={value} value={value}>
            {value === active && <Outlet />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
