import '@org/admin-shell/styles/auth.css';
import '@org/admin-shell/styles/content.css';

import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import classes from './StoreFeaturePage.module.css';
import { newTodoId, todoCountsAtom, todosAtom } from './todo-store';

/** The state demo: two independent components reading and writing one persisted jotai atom. */
export function StoreFeaturePage() {
  const { t } = useI18n();
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('store.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('store.description')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} className={classes.editor}>
          <TodoEditor />
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <TodoSummary />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

/** Adds, ticks and removes to-dos. */
function TodoEditor() {
  const { t } = useI18n();
  const [todos, setTodos] = useAtom(todosAtom);
  const [title, setTitle] = useState('');

  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    setTodos((current) => [...current, { id: newTodoId(), title: trimmed, done: false }]);
    setTitle('');
  };

  return (
    <section aria-labelledby="todo-editor-title">
      <Title order={2} size="h4" mb="sm" id="todo-editor-title">
        {t('store.editor')}
      </Title>
      <form onSubmit={add}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={t('store.newTodo')}
            placeholder={t('store.newTodo')}
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.currentTarget.value)}
            flex={1}
          />
          <Button type="submit" leftSection={<IconPlus size={16} />} disabled={!title.trim()}>
            {t('store.add')}
          </Button>
        </Group>
      </form>
      {todos.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('store.empty')}
        </Text>
      ) : (
        <ul className={classes.list} data-testid="todo-list">
          {todos.map((todo) => (
            <li key={todo.id} className={classes.item} data-done={todo.done || undefined}>
              <Checkbox
                label={todo.title}
                checked={todo.done}
                onChange={(event) => {
                  const done = event.currentTarget.checked;
                  setTodos((current) =>
                    current.map((item) => (item.id === todo.id ? { ...item, done } : item)),
                  );
                }}
                classNames={{ label: classes.itemLabel }}
                flex={1}
                miw={0}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('store.remove', { title: todo.title })}
                onClick={() => setTodos((current) => current.filter((item) => item.id !== todo.id))}
              >
                <IconTrash size={16} stroke={1.6} />
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Reads the same atom from elsewhere on the page: counts, progress and clearing done items. */
function TodoSummary() {
  const { t } = useI18n();
  const counts = useAtomValue(todoCountsAtom);
  const setTodos = useSetAtom(todosAtom);
  const progress = counts.total === 0 ? 0 : Math.round((counts.done / counts.total) * 100);

  return (
    <section aria-labelledby="todo-summary-title">
      <Title order={2} size="h4" mb="sm" id="todo-summary-title">
        {t('store.summary')}
      </Title>
      <dl className={classes.counts} data-testid="todo-counts">
        <div>
          <dt>{t('store.total')}</dt>
          <dd data-count="total">{counts.total}</dd>
        </div>
        <div>
          <dt>{t('store.done')}</dt>
          <dd data-count="done">{counts.done}</dd>
        </div>
        <div>
          <dt>{t('store.remaining')}</dt>
          <dd data-count="remaining">{counts.remaining}</dd>
        </div>
      </dl>
      <Progress value={progress} mt="md" aria-label={t('store.progress')} />
      <Button
        variant="light"
        mt="md"
        fullWidth
        disabled={counts.done === 0}
        onClick={() => setTodos((current) => current.filter((todo) => !todo.done))}
      >
        {t('store.clearDone')}
      </Button>
    </section>
  );
}
