import { randomInt } from 'node:crypto';
import type { CurrentUser, Envelope, SysUser, UserCreateBody } from '@org/api/contract';
import { inject } from 'vitest';
import { accounts, type Role } from './accounts.js';
import './provided-context.js';

/**
 * A client address of its own, sent as X-Forwarded-For (the API trusts its proxy on
 * 127.0.0.1): failed sign-ins count per address, and tests must not add up each other's.
 */
export function clientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export interface StoredCookie {
  name: string;
  value: string;
}

/**
 * The API as a second browser would see it, from Node: keeps its cookies and echoes the
 * XSRF-TOKEN cookie in X-XSRF-TOKEN on every request, as the README's curl session does.
 */
export class ApiSession {
  private readonly jar = new Map<string, string>();
  readonly address = clientAddress();

  constructor(readonly baseUrl: string = inject('baseUrl')) {}

  /**
   * Signs in as one of the seeded accounts, or as any username and password; on the suite's
   * server unless told another (a second API instance).
   */
  static async signIn(
    who: Role | { username: string; password: string },
    baseUrl?: string,
  ): Promise<ApiSession> {
    const { username, password } = typeof who === 'string' ? accounts[who] : who;
    const session = new ApiSession(baseUrl);
    const answer = await session.post<CurrentUser>('/api/login/account', { username, password });
    if (answer.code !== 0) throw new Error(`signing in as ${username} failed: ${answer.message}`);
    return session;
  }

  /** The cookies a browser would hold now (the session and the CSRF token). */
  cookies(): StoredCookie[] {
    return [...this.jar].map(([name, value]) => ({ name, value }));
  }

  /** Uses another session's cookies: the same browser session, seen from a second client. */
  adopt(cookies: readonly StoredCookie[]): this {
    for (const { name, value } of cookies) this.jar.set(name, value);
    return this;
  }

  async get<T>(pathname: string): Promise<Envelope<T>> {
    return this.request<T>('GET', pathname);
  }

  async post<T>(pathname: string, body?: unknown): Promise<Envelope<T>> {
    // The first unsafe request of a session needs an XSRF-TOKEN to echo: any answer sets one.
    if (!this.jar.has('XSRF-TOKEN')) await this.get('/api/health');
    return this.request<T>('POST', pathname, body);
  }

  async put<T>(pathname: string, body: unknown): Promise<Envelope<T>> {
    if (!this.jar.has('XSRF-TOKEN')) await this.get('/api/health');
    return this.request<T>('PUT', pathname, body);
  }

  /** Creates an account with a password (as admin) and returns how to sign in with it. */
  async createAccount(prefix: string): Promise<SysUser & { password: string }> {
    const body = {
      username: `${prefix}.${randomInt(1_000_000)}`,
      name: `${prefix} tester`,
      password: `Pw-${randomInt(1_000_000_000)}-e2e`,
      access: 'user',
    } satisfies UserCreateBody;
    const answer = await this.post<SysUser>('/api/sys_users/create', body);
    if (answer.code !== 0) throw new Error(`creating ${body.username} failed: ${answer.message}`);
    return { ...answer.data, password: body.password };
  }

  private async request<T>(method: string, pathname: string, body?: unknown) {
    const headers: Record<string, string> = {
      'x-forwarded-for': this.address,
      'accept-language': 'zh-CN',
    };
    if (this.jar.size > 0) {
      headers.cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.jar.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = xsrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(pathname, this.baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) this.keep(line);
    return (await response.json()) as Envelope<T>;
  }

  private keep(setCookie: string) {
    const [pair = ''] = setCookie.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = value === '' || /expires=thu, 01 jan 1970/i.test(setCookie);
    if (expired) this.jar.delete(name);
    else this.jar.set(name, value);
  }
}
