import { Button, Divider, Popover, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconRefreshDot } from '@tabler/icons-react';
import { cloneElement, type ReactElement, useEffect, useState } from 'react';
import type { SavedView } from '../../core/contracts.js';
import { useSavedViews } from '../../core/crud/use-saved-views.js';
import type { SavedViewsTable } from '../../core/crud/use-saved-views-table.js';
import { failureMessage } from '../../core/data/data-errors.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { SavedViewDialog } from './SavedViewDialog.js';
import { SavedViewList } from './SavedViewList.js';

type Dialog =
  | { kind: 'save' }
  | { kind: 'edit'; view: SavedView }
  | { kind: 'delete'; view: SavedView; busy?: boolean; error?: string };

export interface SavedViewsPopoverProps {
  table: SavedViewsTable;
  /** The toolbar's button, which opens and closes the popover. */
  target: ReactElement<Record<string, unknown>>;
  /** Open at once: the button was pressed before this code arrived. */
  defaultOpened: boolean;
}

/**
 * The views of a table, to choose from (the person's own, then those others shared), with
 * saving the table as it is as a new view, updating the chosen one, and each view's default,
 * link, edit and delete; the dialogs for those open over the page.
 */
export function SavedViewsPopover({ table, target, defaultOpened }: SavedViewsPopoverProps) {
  const { t } = useI18n();
  const [opened, setOpened] = useState(false);
  // Opened once mounted rather than at once: the button this replaced has handed the focus to
  // the new one by then, so closing gives it back there.
  useEffect(() => {
    if (defaultOpened) setOpened(true);
  }, [defaultOpened]);
  const views = useSavedViews(table, opened);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const showDialog = (next: Dialog) => {
    setOpened(false);
    setDialog(next);
  };
  const chosen = table.chosen;

  const confirmDelete = async (view: SavedView) => {
    setDialog({ kind: 'delete', view, busy: true });
    try {
      await views.remove(view);
      setDialog(null);
    } catch (error) {
      setDialog({ kind: 'delete', view, error: failureMessage(error, t('request.failed')) });
    }
  };

  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        shadow="md"
        width={352}
        trapFocus
        returnFocus
        withinPortal
      >
        <Popover.Target>
          {cloneElement(target, { onClick: () => setOpened((open) => !open) })}
        </Popover.Target>
        {/* Named by its button (aria-labelledby), which names the view shown. */}
        <Popover.Dropdown className="admin-shell-saved-views" p="xs">
          <SavedViewList
            views={views}
            chosenId={table.chosenId}
            onOpen={(view) => {
              setOpened(false);
              table.apply(view);
            }}
            onEdit={(view) => showDialog({ kind: 'edit', view })}
            onDelete={(view) => showDialog({ kind: 'delete', view })}
          />
          <Divider my="xs" />
          <Stack gap={2} align="flex-start">
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconDeviceFloppy size={16} stroke={1.7} />}
              onClick={() => showDialog({ kind: 'save' })}
            >
              {t('views.saveCurrent')}
            </Button>
            {chosen?.mine && (
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconRefreshDot size={16} stroke={1.7} />}
                onClick={() => {
                  setOpened(false);
                  void views.updateChosen(chosen);
                }}
              >
                {t('views.updateChosen', { name: chosen.name })}
              </Button>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <SavedViewDialog
        target={dialog?.kind === 'save' || dialog?.kind === 'edit' ? dialog : null}
        onSave={(name, shared) => views.save(name, shared)}
        onEdit={(view, changes) => views.edit(view, changes)}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={t('views.deleteTitle')}
        confirmLabel={t('crud.delete')}
        busy={dialog?.kind === 'delete' && dialog.busy}
        error={dialog?.kind === 'delete' ? dialog.error : undefined}
        onConfirm={() => {
          if (dialog?.kind === 'delete') void confirmDelete(dialog.view);
        }}
        onClose={() => setDialog(null)}
      >
        {dialog?.kind === 'delete' ? t('views.deleteText', { name: dialog.view.name }) : ''}
      </ConfirmDialog>
    </>
  );
}
