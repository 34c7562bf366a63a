export { VersionNotice, type VersionNoticeProps } from './VersionNotice.js';
