import { createFileRoute, redirect } from '@tanstack/react-router';

// The group has no page of its own: its address opens the first screen the person may use.
export const Route = createFileRoute('/_layout/system/')({
  beforeLoad: ({ context }) => {
    throw redirect({
      to:
        context.access['roles.manage'] || !context.access['audit.read']
          ? '/system/roles'
          : '/system/audit',
      replace: true,
    });
  },
});
