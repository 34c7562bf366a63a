export {
  VersionNotice,
  type VersionNoticeLabels,
  type VersionNoticeProps,
} from './VersionNotice.js';
