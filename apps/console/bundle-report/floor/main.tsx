/**
 * The floor under the sign-in page's first load: what React, Mantine and TanStack Router cost
 * on their own for the parts that page draws (a heading, a line of text, a text and a password
 * input, a checkbox, a button, a link, an error alert), with Mantine's stylesheets for just
 * those, a router with the sign-in route and a lazily loaded home (home.tsx, the home page's
 * own floor). No language texts, HTTP client, form state, session or theme switching: `pnpm
 * bench` prints it beside the sign-in page's figure, so the part the product adds on top can be
 * told from the part it cannot cut.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  MantineProvider,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  lazyRouteComponent,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { type FormEvent, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function SignIn() {
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const response = await fetch('/api/login/account', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(new FormData(event.currentTarget))),
    });
    setError(response.ok ? undefined : response.statusText);
  };
  return (
    <Paper maw={400} mx="auto" p="lg" withBorder>
      <form onSubmit={submit}>
        <Stack>
          <Title order={1}>Sign in</Title>
          <Text c="dimmed">Admin console</Text>
          {error && <Alert color="red">{error}</Alert>}
          <TextInput name="username" label="Username" required />
          <PasswordInput name="password" label="Password" required />
          <Checkbox name="autoLogin" label="Stay signed in" />
          <Button type="submit">Sign in</Button>
          <Anchor component={Link} to="/">
            Home
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: '/user/login', component: SignIn }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: lazyRouteComponent(() => import('./home')),
  }),
]);
const router = createRouter({ routeTree });

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
createRoot(container).render(
  <StrictMode>
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);
