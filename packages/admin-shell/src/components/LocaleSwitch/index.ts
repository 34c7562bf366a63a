export { LocaleSwitch } from './LocaleSwitch.js';
