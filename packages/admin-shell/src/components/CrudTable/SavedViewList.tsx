import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconCheck,
  IconLink,
  IconPencil,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { RecordId, SavedView } from '../../core/contracts.js';
import type { SavedViewsActions } from '../../core/crud/use-saved-views.js';
import { failureMessage } from '../../core/data/data-errors.js';
import { useI18n } from '../../core/i18n/i18n-context.js';

export interface SavedViewListProps {
  views: SavedViewsActions;
  /** The view the table shows, marked in the list. */
  chosenId: RecordId | undefined;
  onOpen(view: SavedView): void;
  onEdit(view: SavedView): void;
  onDelete(view: SavedView): void;
}

/** The person's own views, then those others shared, each with what can be done with it. */
export function SavedViewList({ views, chosenId, onOpen, onEdit, onDelete }: SavedViewListProps) {
  const { t } = useI18n();
  const { list, mine, shared } = views;
  if (list.isPending) {
    return (
      <Group justify="center" py="md">
        <Loader size="sm" aria-label={t('app.loading')} />
      </Group>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" variant="light" title={t('views.loadFailed')} role="alert">
        <Text size="sm">{failureMessage(list.error, t('request.failed'))}</Text>
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void list.refetch()}>
          {t('app.error.retry')}
        </Button>
      </Alert>
    );
  }
  if (mine.length === 0 && shared.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="xs" maw={300}>
        {t('views.none')}
      </Text>
    );
  }
  const row = (view: SavedView) => (
    <SavedViewRow
      key={view.id}
      view={view}
      chosen={String(view.id) === String(chosenId)}
      views={views}
      onOpen={onOpen}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
  return (
    <div className="admin-shell-saved-views-sections">
      {mine.length > 0 && (
        <section aria-label={t('views.mine')}>
          <Text className="admin-shell-saved-views-heading" aria-hidden>
            {t('views.mine')}
          </Text>
          <ul className="admin-shell-saved-views-list">{mine.map(row)}</ul>
        </section>
      )}
      {shared.length > 0 && (
        <section aria-label={t('views.shared')}>
          <Text className="admin-shell-saved-views-heading" aria-hidden>
            {t('views.shared')}
          </Text>
          <ul className="admin-shell-saved-views-list">{shared.map(row)}</ul>
        </section>
      )}
    </div>
  );
}

function SavedViewRow({
  view,
  chosen,
  views,
  onOpen,
  onEdit,
  onDelete,
}: { view: SavedView; chosen: boolean } & Omit<SavedViewListProps, 'chosenId'>) {
  const { t } = useI18n();
  const { name } = view;
  const notes = [
    view.mine
      ? view.shared
        ? t('views.sharedBadge')
        : undefined
      : t('views.sharedBy', { owner: view.ownerName }),
    view.isDefault ? t('views.defaultBadge') : undefined,
  ].filter((note) => note !== undefined);
  const tool = (label: string, icon: ReactNode, onClick: () => void, pressed?: boolean) => (
    <Tooltip label={label} openDelay={400} withinPortal>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="md"
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <li
      className="admin-shell-saved-view"
      data-saved-view={view.id}
      data-chosen={chosen || undefined}
    >
      <UnstyledButton
        className="admin-shell-saved-view-open"
        aria-current={chosen || undefined}
        onClick={() => onOpen(view)}
      >
        <IconCheck size={14} stroke={2} className="admin-shell-saved-view-check" aria-hidden />
        <span className="admin-shell-saved-view-text">
          {/* A long name is cut short: the pointer finds it whole. */}
          <span className="admin-shell-saved-view-name" title={name}>
            {name}
          </span>
          {notes.length > 0 && (
            <span className="admin-shell-saved-view-notes">{notes.join(' · ')}</span>
          )}
        </span>
      </UnstyledButton>
      {tool(
        view.isDefault ? t('views.clearDefault', { name }) : t('views.makeDefault', { name }),
        view.isDefault ? <IconStarFilled size={16} /> : <IconStar size={16} stroke={1.7} />,
        () => void views.toggleDefault(view),
        view.isDefault,
      )}
      {tool(
        t('views.copyLink', { name }),
        <IconLink size={16} stroke={1.7} />,
        () => void views.copyLink(view),
      )}
      {view.mine &&
        tool(t('views.edit', { name }), <IconPencil size={16} stroke={1.7} />, () => onEdit(view))}
      {view.mine &&
        tool(t('views.delete', { name }), <IconTrash size={16} stroke={1.7} />, () =>
          onDelete(view),
        )}
    </li>
  );
}
