export { ThemeSwitch } from './ThemeSwitch.js';
