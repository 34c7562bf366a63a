import { afterAll } from 'vitest';
import { disconnectBrowser } from './browser.js';

afterAll(disconnectBrowser);
