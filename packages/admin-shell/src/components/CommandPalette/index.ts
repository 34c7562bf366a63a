export type { CommandPaletteOptions } from './command-palette-options.js';
