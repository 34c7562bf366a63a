import type { Locale } from './messages.js';

/**
 * The catalogue's "request failed" (`request.failed`), apart from the rest of it: the envelope
 * client falls back to it outside React, and must not carry the whole catalogue to do so.
 */
export const requestFailed: Readonly<Record<Locale, string>> = {
  'zh-CN': '请求失败！',
  'en-US': 'request failed!',
};
