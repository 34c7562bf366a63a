/**
 * The floor under the home page's first load, loaded when it is opened as the console's pages
 * are: what Mantine and TanStack Query cost on their own for what home draws (the frame with its
 * header, side menu and a tab, a welcome card, six figures with their icons and bars from one
 * query, six shortcuts), with Mantine's stylesheets for just those. No language texts, HTTP
 * client, session, access flags, live data or tab state: `pnpm bench` adds it to the sign-in
 * floor's entry and prints the sum beside the home page's figure.
 */
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Badge.css';
import {
  ActionIcon,
  AppShell,
  Avatar,
  Badge,
  Burger,
  CloseButton,
  Group,
  NavLink,
  Paper,
  Progress,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconApps,
  IconArticle,
  IconBook,
  IconFileCheck,
  IconFilePencil,
  IconHome,
  IconLanguage,
  IconSearch,
  IconSettings,
  IconSun,
  IconTable,
  IconUserCheck,
  IconUserOff,
  IconUsers,
} from '@tabler/icons-react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';

interface Summary {
  users: { total: number; active: number; disabled: number };
  articles: { total: number; published: number; draft: number };
}

const queryClient = new QueryClient();

function Figure(props: { label: string; value?: number; icon: ReactNode; share?: number }) {
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" fw={600} c="dimmed">
          {props.label}
        </Text>
        <ThemeIcon variant="light">{props.icon}</ThemeIcon>
      </Group>
      {props.value === undefined ? (
        <Skeleton height={32} width={80} />
      ) : (
        <Title order={2}>{props.value}</Title>
      )}
      {props.share !== undefined && <Progress value={props.share * 100} mt="md" />}
    </Paper>
  );
}

function Dashboard() {
  const summary = useQuery({
    queryKey: ['dashboard', 'summary'],
    queryFn: async ({ signal }) =>
      ((await (await fetch('/api/dashboard/summary', { signal })).json()) as { data: Summary })
        .data,
  });
  const { users, articles } = summary.data ?? {};
  return (
    <Stack>
      <Paper withBorder p="lg">
        <Group>
          <Avatar size="lg">AD</Avatar>
          <div>
            <Title order={2}>Welcome back</Title>
            <Text c="dimmed">Users and articles, live</Text>
          </div>
          <Badge ml="auto">Admin</Badge>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label="Users" value={users?.total} icon={<IconUsers size={18} />} />
        <Figure
          label="Active"
          value={users?.active}
          icon={<IconUserCheck size={18} />}
          share={users && users.active / users.total}
        />
        <Figure label="Disabled" value={users?.disabled} icon={<IconUserOff size={18} />} />
        <Figure label="Articles" value={articles?.total} icon={<IconArticle size={18} />} />
        <Figure
          label="Published"
          value={articles?.published}
          icon={<IconFileCheck size={18} />}
          share={articles && articles.published / articles.total}
        />
        <Figure label="Drafts" value={articles?.draft} icon={<IconFilePencil size={18} />} />
      </SimpleGrid>
      <Title order={3}>Shortcuts</Title>
      <SimpleGrid cols={{ base: 2, sm: 6 }}>
        {['Users', 'Icons', 'Styles', 'State', 'Access', 'Docs'].map((label) => (
          <UnstyledButton key={label} component={Link} to="/">
            <Paper withBorder p="md">
              <Stack align="center" gap="xs">
                <IconApps size={22} />
                <Text size="sm">{label}</Text>
              </Stack>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const menu = [
  { label: 'Home', icon: <IconHome size={18} /> },
  { label: 'Users', icon: <IconTable size={18} /> },
  { label: 'Admin', icon: <IconUsers size={18} /> },
  { label: 'Features', icon: <IconApps size={18} />, group: true },
  { label: 'Exceptions', icon: <IconFilePencil size={18} />, group: true },
  { label: 'System', icon: <IconSettings size={18} />, group: true },
];

export default function Home() {
  const [opened, setOpened] = useState(false);
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md">
            <Burger opened={opened} onClick={() => setOpened(!opened)} hiddenFrom="sm" size="sm" />
            <Text fw={700}>Admin</Text>
            <Group ml="auto" gap="xs">
              {[IconSearch, IconBook, IconLanguage, IconSun, IconSettings].map((Icon) => (
                <ActionIcon key={Icon.displayName} variant="subtle" aria-label="action">
                  <Icon size={18} />
                </ActionIcon>
              ))}
              <Avatar size="sm">AD</Avatar>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs">
          <AppShell.Section grow component={ScrollArea}>
            {menu.map((item) => (
              <NavLink
                key={item.label}
                component={Link}
                to="/"
                label={item.label}
                leftSection={item.icon}
                {...(item.group ? { children: <NavLink label="Page" /> } : {})}
              />
            ))}
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main>
          <Group gap={4} mb="md">
            <Text size="sm">Home</Text>
            <CloseButton size="xs" aria-label="Close tab" />
          </Group>
          <Dashboard />
        </AppShell.Main>
      </AppShell>
    </QueryClientProvider>
  );
}
