export { FullScreenLoader, type FullScreenLoaderProps } from './FullScreenLoader.js';
