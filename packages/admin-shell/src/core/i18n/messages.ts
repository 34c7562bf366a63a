/** Every string the shell shows, in Chinese (the default locale). */
export const zhCN = {
  'request.failed': '请求失败！',
  'access.forbidden': '抱歉，您无权访问此页面',
  'app.loading': '资源加载中...',
  'app.loadingSlow': '加载时间较长，请稍候…',
  'app.error.title': '出错了',
  'app.error.retry': '重试',
  'app.backHome': '返回首页',
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
  'locale.switch': '语言',
  'validation.required': '请输入{label}',
  'validation.minLength': '{label}至少 {min} 个字符',
  'validation.maxLength': '{label}最多 {max} 个字符',
  'validation.range': '{label}必须在 {min} 和 {max} 之间',
  'validation.arrayCount': '{label}须选择 {min} 到 {max} 项',
  'validation.email': '请输入正确的邮箱地址',
  'validation.url': '请输入正确的网址',
  'validation.pattern': '{label}格式不正确',
} as const;

/** A key of the shell's own messages. */
export type ShellMessageKey = keyof typeof zhCN;

export const enUS: Record<ShellMessageKey, string> = {
  'request.failed': 'request failed!',
  'access.forbidden': 'Sorry, you are not authorized to access this page',
  'app.loading': 'resources loading...',
  'app.loadingSlow': 'This is taking longer than usual…',
  'app.error.title': 'Something went wrong.',
  'app.error.retry': 'Try again',
  'app.backHome': 'Back home',
  'exception.403': 'Sorry, you are not authorized to access this page',
  'exception.404': 'Sorry, the page you visited does not exist',
  'exception.500': 'Sorry, something went wrong on the server',
  'version.title': 'New version available',
  'version.message': 'A new version of the system has been published. Reload the page now?',
  'version.later': 'Later',
  'version.refresh': 'Reload now',
  'user.logout': 'log out',
  'theme.light': 'Light',
  'theme.dark': 'Dark',
  'theme.auto': 'System',
  'locale.switch': 'Language',
  'validation.required': 'Please enter {label}',
  'validation.minLength': '{label} must have at least {min} characters',
  'validation.maxLength': '{label} must have at most {max} characters',
  'validation.range': '{label} must be between {min} and {max}',
  'validation.arrayCount': 'Choose {min} to {max} items for {label}',
  'validation.email': 'Please enter a valid email address',
  'validation.url': 'Please enter a valid URL',
  'validation.pattern': '{label} is not in the expected format',
};

export const locales = ['zh-CN', 'en-US'] as const;
/** A language the shell speaks. */
export type Locale = (typeof locales)[number];

export const shellMessages: Record<Locale, Record<ShellMessageKey, string>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
};
