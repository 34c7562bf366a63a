import type { AppCatalogue } from '@org/admin-shell';
import type { zhCNRest } from './messages-zh-CN-rest';

/**
 * The console's strings in Chinese (the default) that the sign-in and registration pages show,
 * beside the shell's own (which it merges these over). The rest are in messages-zh-CN-rest.ts,
 * loaded once the sign-in page has loaded, or before any other page draws. English
 * (messages-en-US.ts) has every key of both.
 */
const zhCN = {
  'app.title': 'React Admin Vite',

  'auth.username': '用户名',
  'auth.password': '密码',
  'auth.subtitle': '后台管理控制台演示',

  'login.title': '登录',
  'login.autoLogin': '自动登录',
  'login.submit': '登录',
  'login.captcha': '验证码',
  'login.captchaImage': '验证码图片',
  'login.captchaRefresh': '换一张',
  'login.captchaHint': '看不清可点“换一张”；看不到图片，可改为回答文字问题。',
  'login.captchaNewQuestion': '换一题',
  'login.captchaUseQuestion': '看不到图片？改为回答文字问题',
  'login.captchaUsePicture': '改用图片验证码',
  'login.retryIn': '请在 {minutes} 分钟后重试',
  'login.retryInOneMinute': '请在 1 分钟后重试',
  'login.captchaLoadFailed': '验证码加载失败，请点击换一张',
  'login.error.wrongCredentials': '用户名或密码错误',
  'login.error.accountDisabled': '该账户已被停用，请联系管理员',
  'login.error.captchaRequired': '登录失败次数较多，请输入验证码',
  'login.error.captchaInvalid': '验证码错误或已过期，请输入新的验证码',
  'login.error.noUser': '登录成功，但未能获取用户信息，请重试',
  'login.noAccount': '还没有账号？',
  'login.toRegister': '注册账号',
  'login.sessionExpired': '登录已过期，请重新登录',

  'register.title': '注册',
  'register.name': '姓名',
  'register.nameHint': '选填，默认与用户名相同',
  'register.email': '邮箱',
  'register.emailHint': '选填',
  'register.confirm': '确认密码',
  'register.usernameHint': '3–32 个字符：字母、数字、下划线、点或连字符',
  'register.passwordHint': '{min}–{max} 个字符，不要使用常见密码',
  'register.passwordMismatch': '两次输入的密码不一致',
  'register.submit': '注册',
  'register.success': '注册成功，请使用新账号登录',
  'register.closedTitle': '暂未开放注册',
  'register.closedText': '管理员已关闭自助注册。如需账号，请联系管理员。',
  'register.loadFailed': '无法获取注册设置，请稍后重试',
  'register.haveAccount': '已有账号？',
  'register.toLogin': '返回登录',
} as const;

/** A key of the console's own messages. */
export type ConsoleMessageKey = keyof typeof zhCN | keyof typeof zhCNRest;

/**
 * Chinese, the console's default, comes with the page in two parts: the sign-in page's words,
 * and the rest, which the shell loads once that page has loaded, or before any other page
 * draws. English is loaded the first time a person needs it (the shell waits for it before
 * drawing a page stored in English).
 */
export const consoleMessages = {
  'zh-CN': {
    first: zhCN,
    rest: () => import('./messages-zh-CN-rest').then((module) => module.zhCNRest),
  },
  'en-US': () => import('./messages-en-US').then((module) => module.enUS),
} satisfies AppCatalogue;

/** The console's catalogue, as registered with the shell (its keys become valid for `t()`). */
export type ConsoleMessages = typeof zhCN & typeof zhCNRest;
