export { SettingsDrawer, type SettingsDrawerProps } from './SettingsDrawer.js';
