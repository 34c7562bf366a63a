export { CrudFormModal, type CrudFormModalProps, type CrudFormTarget } from './CrudFormModal.js';
