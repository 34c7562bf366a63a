import {
  Button,
  CheckIcon,
  ColorSwatch,
  Drawer,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Tooltip,
  useMantineTheme,
} from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import {
  type ContentWidth,
  isHeaderFixed,
  type LayoutMode,
  type LayoutSettings,
  type NavTheme,
} from '../../core/layout/layout-settings.js';
import { usePreferencesStore } from '../../core/preferences/PreferencesProvider.js';
import { primaryColorPresets, usePrimaryColor } from '../../core/theme/primary-color.js';
import type { ThemeMode } from '../../core/theme/theme-script.js';
import { useThemeMode } from '../AdminThemeProvider/AdminThemeProvider.js';

export interface SettingsDrawerProps {
  /** Whether the drawer is shown. */
  opened: boolean;
  onClose(): void;
  /** The settings in use. */
  settings: LayoutSettings;
  /** Called with each change, as the person makes it. */
  onChange(changes: Partial<LayoutSettings>): void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * Changes the layout live: navigation mode, menu style, content width, fixed header and sider,
 * theme mode and primary colour; the choices persist, and reset restores the defaults. Focus
 * stays inside while it is open, and Escape closes it.
 */
export function SettingsDrawer({ opened, onClose, settings, onChange }: SettingsDrawerProps) {
  const { t } = useI18n();
  const theme = useMantineTheme();
  const { mode, setMode } = useThemeMode();
  const preferences = usePreferencesStore();
  const { primaryColor, setPrimaryColor } = usePrimaryColor();
  const isMix = settings.layout === 'mix';
  const isTop = settings.layout === 'top';

  // What this drawer sets; the language and the tables' choices stay.
  const reset = () => preferences.reset('layout', 'themeMode', 'primaryColor');

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={320}
      title={t('settings.title')}
      closeButtonProps={{ 'aria-label': t('settings.close') }}
    >
      <Stack gap="lg">
        <Field label={t('settings.layout')}>
          <SegmentedControl<LayoutMode>
            aria-label={t('settings.layout')}
            fullWidth
            value={settings.layout}
            onChange={(layout) => onChange({ layout })}
            data={(['side', 'top', 'mix'] as const).map((value) => ({
              value,
              label: t(`settings.layout.${value}`),
            }))}
          />
        </Field>
        <Field label={t('settings.navTheme')}>
          <SegmentedControl<NavTheme>
            aria-label={t('settings.navTheme')}
            fullWidth
            value={settings.navTheme}
            onChange={(navTheme) => onChange({ navTheme })}
            data={(['light', 'dark'] as const).map((value) => ({
              value,
              label: t(`settings.navTheme.${value}`),
            }))}
          />
        </Field>
        <Field label={t('settings.contentWidth')}>
          <SegmentedControl<ContentWidth>
            aria-label={t('settings.contentWidth')}
            fullWidth
            value={settings.contentWidth}
            onChange={(contentWidth) => onChange({ contentWidth })}
            data={(['Fluid', 'Fixed'] as const).map((value) => ({
              value,
              label: t(`settings.contentWidth.${value}`),
            }))}
          />
        </Field>
        <Switch
          label={t('settings.fixedHeader')}
          description={isMix ? t('settings.fixedHeader.mix') : undefined}
          checked={isHeaderFixed(settings)}
          disabled={isMix}
          onChange={(event) => onChange({ fixedHeader: event.currentTarget.checked })}
        />
        <Switch
          label={t('settings.fixSiderbar')}
          description={isTop ? t('settings.fixSiderbar.top') : undefined}
          checked={settings.fixSiderbar && !isTop}
          disabled={isTop}
          onChange={(event) => onChange({ fixSiderbar: event.currentTarget.checked })}
        />
        <Switch
          label={t('settings.tabs')}
          description={t('settings.tabs.description')}
          checked={settings.tabs}
          onChange={(event) => onChange({ tabs: event.currentTarget.checked })}
        />
        <Field label={t('settings.themeMode')}>
          <SegmentedControl<ThemeMode>
            aria-label={t('settings.themeMode')}
            fullWidth
            value={mode}
            onChange={setMode}
            data={(['light', 'dark', 'auto'] as const).map((value) => ({
              value,
              label: t(`theme.${value}`),
            }))}
          />
        </Field>
        <Field label={t('settings.primaryColor')}>
          <Group gap={6} role="group" aria-label={t('settings.primaryColor')}>
            {primaryColorPresets.map((color) => {
              const selected = primaryColor === color;
              return (
                <Tooltip key={color} label={t(`color.${color}`)} openDelay={300}>
                  <ColorSwatch
                    component="button"
                    type="button"
                    aria-pressed={selected}
                    aria-label={t(`color.${color}`)}
                    color={theme.colors[color]?.[6] ?? color}
                    size={24}
                    onClick={() => setPrimaryColor(color)}
                    className="admin-shell-color-swatch"
                  >
                    {selected && <CheckIcon size={11} color="white" />}
                  </ColorSwatch>
                </Tooltip>
              );
            })}
          </Group>
        </Field>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={reset}>
          {t('settings.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
