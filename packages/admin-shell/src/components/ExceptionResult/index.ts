export {
  ExceptionResult,
  type ExceptionResultProps,
  type ExceptionStatus,
} from './ExceptionResult.js';
