import { IconApps, IconExternalLink } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_layout/basic-features')({
  staticData: {
    menu: {
      name: 'menu.basicFeatures',
      icon: IconApps,
      order: 4,
      links: [{ name: 'menu.mantineDocs', href: 'https://mantine.dev', icon: IconExternalLink }],
    },
  },
});
