import { Button } from '@mantine/core';
import { IconBookmarks, IconChevronDown } from '@tabler/icons-react';
import { cloneElement } from 'react';
import { createModuleLoader } from '../../core/app/module-loader.js';
import type { SavedViewsTable } from '../../core/crud/use-saved-views-table.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { useDeferredTrigger } from '../DeferredOverlays/deferred-trigger.js';

// The list, its dialogs and their logic come at the first reach for the button: most visits
// to a table never open its views.
const popover = createModuleLoader(() => import('./SavedViewsPopover.js'));
const loadPopover = () => popover.load().catch(() => undefined);

/**
 * The toolbar's views button, named after the view the table shows. Its popover (the views
 * to choose from, saving the table as a view, and what a person does with their own) loads
 * when the pointer comes near or the button is pressed; a press before then opens it on arrival,
 * with the focus kept on the button.
 */
export function SavedViewsControl({ table }: { table: SavedViewsTable }) {
  const { t } = useI18n();
  const loaded = popover.useModule();
  const trigger = useDeferredTrigger<HTMLButtonElement>(popover.load, 'dialog');
  const name = table.chosen?.name;
  const button = (
    <Button
      variant="default"
      leftSection={<IconBookmarks size={16} stroke={1.7} />}
      rightSection={<IconChevronDown size={14} stroke={1.7} />}
      aria-label={name === undefined ? t('views.title') : t('views.chosen', { name })}
      classNames={{ label: 'admin-shell-saved-views-label' }}
    >
      {name ?? t('views.title')}
    </Button>
  );
  if (!loaded) return trigger.standIn(button, { onPointerEnter: loadPopover });
  return (
    <loaded.SavedViewsPopover
      table={table}
      target={cloneElement(button, { ref: trigger.ref })}
      defaultOpened={trigger.requested}
    />
  );
}
