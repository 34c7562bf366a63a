// What a table opens over itself, split from it: see `useCrudDialogs`.
export { CrudFormModal } from '../CrudFormModal/CrudFormModal.js';
export { CrudDeleteDialogs } from './CrudDeleteDialogs.js';
