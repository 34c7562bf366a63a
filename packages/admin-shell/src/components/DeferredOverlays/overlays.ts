// Everything that floats over the layout and the tables' toolbars (menus, tooltips, popovers,
// the menu entries inside them), in a chunk of its own: Mantine's Menu and Tooltip bring Popover
// and floating-ui, about 25 KiB gzip that no first paint needs.
export { Menu, Popover, Tooltip } from '@mantine/core';
export { DropdownEntries } from '../AdminLayout/DropdownEntries.js';
