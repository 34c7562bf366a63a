import type { Locale } from '../../i18n/messages.js';

/**
 * The toast on a page the recovery reloaded, apart from the catalogue: only the recovery's code,
 * which loads after the page, needs it, and the catalogue is part of every first load.
 */
export const recoveredMessage: Readonly<Record<Locale, string>> = {
  'zh-CN': '系统已更新，页面已重新加载到新版本，打开的标签页和未保存的表单都已保留。',
  'en-US':
    'The app was updated and the page reloaded on the new version; your open tabs and unsaved forms were kept.',
};
