import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconPlus, IconRefresh, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CrudDensity } from '../../core/crud/column-preferences.js';
import type { SavedViewsTable } from '../../core/crud/use-saved-views-table.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { DeferredTooltip } from '../DeferredOverlays/DeferredTooltip.js';
import { ColumnSettings, type ColumnSettingsProps } from './ColumnSettings.js';
import { DensityMenu } from './DensityMenu.js';
import { SavedViewsControl } from './SavedViewsControl.js';

export interface CrudToolbarProps {
  title: ReactNode;
  /** The table's saved views, when the app keeps them. */
  savedViews: SavedViewsTable | undefined;
  /** The list's total once known. */
  total: number | undefined;
  loadingSlow: boolean;
  /** A reload of rows already shown is under way. */
  reloading: boolean;
  onReload(): void;
  /** The export under way, or null. */
  exporting: { done: number; total: number } | null;
  onExport(): void;
  onCancelExport(): void;
  density: CrudDensity;
  onDensityChange(density: CrudDensity): void;
  columns: ColumnSettingsProps;
  /** Offered when the person may create. */
  onCreate: (() => void) | undefined;
}

/**
 * The row over the table: its title, saved views and total, then export, reload, density,
 * columns, create.
 */
export function CrudToolbar(props: CrudToolbarProps) {
  const { t } = useI18n();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        {props.title}
        {props.savedViews && <SavedViewsControl table={props.savedViews} />}
        <Text c="dimmed" size="sm" aria-live="polite" data-testid="crud-total">
          {props.total !== undefined ? t('crud.total', { total: props.total }) : '\u00a0'}
        </Text>
        {/* Mounted from the start: a live region announces what is added to it, not itself. */}
        <Text c="dimmed" size="sm" role="status">
          {props.loadingSlow ? t('app.loadingSlow') : null}
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap">
        {props.exporting ? (
          <Group gap={4} wrap="nowrap">
            <Text size="sm" c="dimmed" role="status">
              {t('crud.exporting', { ...props.exporting })}
            </Text>
            <DeferredTooltip label={t('crud.exportCancel')} openDelay={400}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('crud.exportCancel')}
                onClick={props.onCancelExport}
              >
                <IconX size={16} />
              </ActionIcon>
            </DeferredTooltip>
          </Group>
        ) : (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} stroke={1.7} />}
            onClick={props.onExport}
            disabled={!props.total}
          >
            {t('crud.export')}
          </Button>
        )}
        <DeferredTooltip label={t('crud.reload')} openDelay={400}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('crud.reload')}
            loading={props.reloading}
            onClick={props.onReload}
          >
            <IconRefresh size={18} stroke={1.6} />
          </ActionIcon>
        </DeferredTooltip>
        <DensityMenu density={props.density} onChange={props.onDensityChange} />
        <ColumnSettings {...props.columns} />
        {props.onCreate && (
          <Button leftSection={<IconPlus size={16} stroke={1.8} />} onClick={props.onCreate}>
            {t('crud.create')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
