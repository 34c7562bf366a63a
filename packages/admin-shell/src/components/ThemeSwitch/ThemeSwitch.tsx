import { ActionIcon } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import type { ThemeMode } from '../../core/theme/theme-script.js';
import { useThemeMode } from '../AdminThemeProvider/AdminThemeProvider.js';
import { DeferredMenu } from '../DeferredOverlays/DeferredMenu.js';

const modes = [
  { mode: 'light', icon: IconSun, label: 'theme.light' },
  { mode: 'dark', icon: IconMoon, label: 'theme.dark' },
  { mode: 'auto', icon: IconDeviceDesktop, label: 'theme.auto' },
] as const satisfies readonly { mode: ThemeMode; icon: unknown; label: string }[];

/**
 * A header button that switches between light, dark and system themes; the icon shows the
 * theme in use, and the menu marks the person's choice. Needs `AdminApp`.
 */
export function ThemeSwitch() {
  const { t } = useI18n();
  const { mode, resolved, setMode } = useThemeMode();
  const Current = resolved === 'dark' ? IconMoon : IconSun;
  return (
    <DeferredMenu
      position="bottom-end"
      withinPortal
      target={
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('theme.switch')}>
          <Current size={20} stroke={1.6} />
        </ActionIcon>
      }
      dropdown={({ Menu }) =>
        modes.map(({ mode: option, icon: Icon, label }) => (
          <Menu.Item
            key={option}
            leftSection={<Icon size={16} stroke={1.6} />}
            onClick={() => setMode(option)}
            aria-current={mode === option ? 'true' : undefined}
            data-selected={mode === option || undefined}
            className="admin-shell-menu-choice"
          >
            {t(label)}
          </Menu.Item>
        ))
      }
    />
  );
}
