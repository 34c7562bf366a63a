import { ActionIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { DeferredTooltip } from '../DeferredOverlays/DeferredTooltip.js';

/** The shortcut as the person's keyboard labels it. */
function shortcutLabel(): string {
  return /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl+K';
}

/**
 * The header's button that opens the command palette. Hovering or focusing it fetches the
 * palette's code, so a press rarely waits for it.
 */
export function CommandPaletteButton(props: { onOpen(): void; onPreload(): void }) {
  const { t } = useI18n();
  return (
    <DeferredTooltip label={`${t('palette.open')} (${shortcutLabel()})`} openDelay={400}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('palette.open')}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={props.onOpen}
        onPointerEnter={props.onPreload}
        onFocus={props.onPreload}
      >
        <IconSearch size={20} stroke={1.6} />
      </ActionIcon>
    </DeferredTooltip>
  );
}
