import { VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import type { MenuItem } from '../../core/menu/types.js';

/** An entry's label; external links say they open a new tab, to eyes and to screen readers. */
export function MenuLabel({ item }: { item: MenuItem }) {
  const { t } = useI18n();
  if (item.href === undefined) return <>{item.label}</>;
  return (
    <span className="admin-shell-external-label">
      {item.label}
      <IconExternalLink size={14} stroke={1.6} aria-hidden />
      <VisuallyHidden>{t('layout.newTab')}</VisuallyHidden>
    </span>
  );
}

/** The entry's icon, or its first letter where a collapsed menu needs something to show. */
export function MenuIconOf({
  item,
  fallbackToLetter,
}: {
  item: MenuItem;
  fallbackToLetter?: boolean;
}) {
  if (item.icon) {
    const Icon = item.icon;
    return <Icon size={18} stroke={1.6} />;
  }
  if (!fallbackToLetter) return null;
  return (
    <span className="admin-shell-menu-letter" aria-hidden>
      {item.label.slice(0, 1).toUpperCase()}
    </span>
  );
}
