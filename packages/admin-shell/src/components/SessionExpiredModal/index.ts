export { SessionExpiredModal, type SessionExpiredModalProps } from './SessionExpiredModal.js';
