import { IconSettings } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';

/** 系统管理: roles and the audit log, each shown to whoever holds its permission. */
export const Route = createFileRoute('/_layout/system')({
  staticData: { menu: { name: 'menu.system', icon: IconSettings, order: 6 } },
});
