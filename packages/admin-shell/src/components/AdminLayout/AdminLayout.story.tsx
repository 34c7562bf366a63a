import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionProvider } from '../../core/session/SessionProvider.js';
import { LayoutStage } from './AdminLayout.fixtures.js';
import { AdminLayout } from './AdminLayout.js';

const meta = {
  title: 'Layout/AdminLayout',
  component: LayoutStage,
  // The stage's own table lists AdminLayout's props among its own; these tabs, the real
  // contract and the session provider the layout needs around it.
  subcomponents: { AdminLayout, SessionProvider },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "`AdminLayout`, the console's frame, on a stage: a signed-in demo user and a memory " +
          'router holding the demo pages. The first table is the stage (who is signed in, the ' +
          "page it opens at, then the layout's own props); the AdminLayout tab lists the props " +
          'an app passes, and the SessionProvider tab those of the session it needs around it.',
      },
      // The frame is fixed to the viewport: each story needs a page of its own.
      story: { inline: false, height: '560px' },
    },
  },
  args: { access: 'admin', path: '/basic-features/icon-feature' },
  argTypes: {
    access: { control: 'inline-radio', options: ['admin', 'user'] },
    title: { control: 'text' },
    withSettings: { control: 'boolean' },
    defaultCollapsed: { control: 'boolean' },
    // Components and elements, not values a control can edit.
    menu: { control: false },
    logo: { control: false },
    headerExtra: { control: false },
  },
} satisfies Meta<typeof LayoutStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: a header across the top and the side menu below it (spec §2). */
export const Mix: Story = {};

/** A full-height side menu with the logo, and the header beside it. */
export const Side: Story = { args: { defaultSettings: { layout: 'side' } } };

/** The menu in the header; entries that do not fit move into a "more" menu. */
export const Top: Story = { args: { defaultSettings: { layout: 'top' } } };

/** The side menu as icons, 64 px wide: hover an entry for its name, a group for its pages. */
export const Collapsed: Story = {
  args: { defaultSettings: { layout: 'side' }, defaultCollapsed: true },
};

/** The side menu scrolls away with the page instead of staying in view (`fixSiderbar` off). */
export const ScrollingSider: Story = {
  args: { defaultSettings: { layout: 'side', fixSiderbar: false } },
};

/** A dark menu beside light content. */
export const DarkMenu: Story = { args: { defaultSettings: { layout: 'side', navTheme: 'dark' } } };

/** Content in a centred column of 1200 px, the header fixed. */
export const FixedWidth: Story = {
  args: { defaultSettings: { layout: 'side', contentWidth: 'Fixed', fixedHeader: true } },
};

/**
 * An ordinary user: the admin page is not in the menu, and opening it shows the 403 result.
 * The route's guard refuses it with a `ForbiddenError`, which React reports as it hands it to
 * the route's error component.
 */
export const AsUser: Story = {
  args: { access: 'user', path: '/admin-manager' },
  parameters: { expectedErrors: ['The access flag "isAdmin" is required'] },
};

/**
 * Documentation that is a page of the app (`docsPath`): the header's book opens it in the same
 * tab through the router, where `docsUrl` opens another site in a new tab.
 */
export const InAppDocs: Story = { args: { docsPath: '/docs' } };

/** An unknown address: the 404 result, its name in the title but not in the menu. */
export const NotFound: Story = { args: { path: '/no-such-page' } };

/** On a phone the menu opens from the burger as a drawer. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** The same frame in the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** In English. */
export const English: Story = { globals: { locale: 'en-US' } };

/**
 * The tab bar (the `tabs` layout setting): type in a page's Notes, open another page from the
 * menu, and come back by its tab: the text is still there. Right-click a tab (or Shift+F10) for
 * reload, pin and close; drag tabs into another order; a middle click closes. Notes count as
 * unsaved work, so closing their tab asks first.
 */
export const Tabs: Story = { args: { path: '/', defaultSettings: { tabs: true } } };

/** Tabs on a phone: the bar gives way to the list of open pages in the navigation drawer. */
export const TabsOnPhone: Story = {
  args: { path: '/', defaultSettings: { tabs: true } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
