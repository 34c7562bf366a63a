import type { zhCNRest } from './messages-zh-CN-rest.js';
import { requestFailed } from './request-failed.js';
/**
 * The shell's words in Chinese (the default locale) that a page may show before it is signed
 * in: the loader, errors and results, notices, the theme and language switches, form checks.
 * The rest (the frame, tables, forms, settings) are in messages-zh-CN-rest.ts, which the shell
 * loads once the sign-in page has loaded, or before any other page draws (see shell-words.ts).
 */
export const zhCN = {
  'request.failed': requestFailed['zh-CN'],
  'access.forbidden': '抱歉，您无权访问此页面',
  'app.loading': '资源加载中...',
  'app.loadingSlow': '加载时间较长，请稍候…',
  'app.error.title': '出错了',
  'app.error.retry': '重试',
  'app.backHome': '返回首页',
  'app.close': '关闭',
  'app.showPassword': '显示密码',
  'app.updated.title': '系统已更新',
  'app.updated.text': '这个页面的文件已被新版本替换，刷新页面即可加载新版本。',
  'app.updated.reload': '刷新页面',
  'session.expired.title': '登录已过期',
  'session.expired.text': '你的修改仍在页面上。重新登录后，刚才的操作会继续完成。',
  'session.expired.leave': '前往登录页（放弃未保存的修改）',
  'exception.403': '抱歉，您无权访问此页面',
  'exception.404': '抱歉，您访问的页面不存在',
  'exception.500': '抱歉，服务器出错了',
  'version.title': '系统版本更新通知',
  'version.message': '检测到系统有新版本发布，是否立即刷新页面？',
  'version.later': '稍后再说',
  'version.refresh': '立即刷新',
  'user.logout': '退出登录',
  'theme.light': '亮色',
  'theme.dark': '暗色',
  'theme.auto': '跟随系统',
  'theme.switch': '切换主题',
  'locale.switch': '语言',
  'locale.loadFailed': '未能切换到 {language}，请检查网络后重试',
  'validation.required': '请输入{label}',
  'validation.minLength': '{label}至少 {min} 个字符',
  'validation.maxLength': '{label}最多 {max} 个字符',
  'validation.range': '{label}必须在 {min} 和 {max} 之间',
  'validation.arrayCount': '{label}须选择 {min} 到 {max} 项',
  'validation.email': '请输入正确的邮箱地址',
  'validation.url': '请输入正确的网址',
  'validation.httpsUrl': '请输入以 https:// 开头的网址',
  'validation.pattern': '{label}格式不正确',
} as const;

/** A key of the shell's own messages. */
export type ShellMessageKey = keyof typeof zhCN | keyof typeof zhCNRest;

export const locales = ['zh-CN', 'en-US'] as const;
/** A language the shell speaks. */
export type Locale = (typeof locales)[number];

/** Each language by its own name, so a person who cannot read the current one finds theirs. */
export const languageNames: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
};
