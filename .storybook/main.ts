import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['./*.mdx', '../packages/*/src/**/*.story.tsx'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // As in the console's build: of Tabler's and Mantine's entries, only the modules imported are
  // compiled.
  viteFinal: (config) => ({
    ...config,
    build: {
      ...config.build,
      rolldownOptions: {
        ...config.build?.rolldownOptions,
        experimental: { ...config.build?.rolldownOptions?.experimental, lazyBarrel: true },
      },
    },
  }),
  // The theme switch in the toolbar owns the page's background, so Storybook's own would fight
  // it; without that and the CSS measure/outline tools, the theme and language switches stay in
  // view on a phone-sized window.
  features: { backgrounds: false, measure: false, outline: false },
  typescript: {
    // react-docgen reads one file at a time; the TypeScript checker follows props to the files
    // they are declared in (a fixture's props extend AdminLayoutProps, settings types and so on).
    reactDocgen: 'react-docgen-typescript',
    // Paths from the repository root, where `pnpm storybook` and `pnpm build-storybook` run.
    reactDocgenTypescriptOptions: {
      tsconfigPath: './packages/admin-shell/tsconfig.json',
      include: ['packages/*/src/**/*.tsx'],
      exclude: ['**/*.test.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Mantine's and React's DOM props would bury the shell's own few under hundreds of rows.
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
    },
  },
};

export default config;
