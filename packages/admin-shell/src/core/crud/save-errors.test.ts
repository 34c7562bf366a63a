import { describe, expect, it } from 'vitest';
import { type Envelope, EnvelopeError, RequestError } from '../client/errors.js';
import { classifySaveError, failureMessage } from './save-errors.js';
import { type User, user } from './test-doubles.js';

const formFields: ReadonlySet<string> = new Set(['username', 'email', 'access', 'status']);
const fallback = '保存失败';

/** An HTTP failure carrying the server's envelope, as the envelope client throws it. */
function httpError(status: number, envelope?: Partial<Envelope>) {
  const body = envelope && { code: status, data: null, message: '', ...envelope };
  return new RequestError(body?.message || `HTTP ${status}`, status, body);
}

const classify = (error: unknown) => classifySaveError<User>(error, formFields, fallback);

describe('classifySaveError', () => {
  it('treats a 409 carrying the current record as an edit conflict', () => {
    const current = user({ username: 'alice2', version: 5 });
    const error = httpError(409, { message: '记录已被他人修改', data: { current } });
    expect(classify(error)).toEqual({ kind: 'conflict', current, message: '记录已被他人修改' });
  });

  it('treats a taken username (409 with field problems) as a field error, not a conflict', () => {
    const error = httpError(409, {
      message: '用户名已存在',
      data: { fields: [{ field: 'username', message: '用户名已存在' }] },
    });
    expect(classify(error)).toEqual({
      kind: 'invalid',
      fields: { username: '用户名已存在' },
      message: undefined,
    });
  });

  it('treats a 409 without the current record as a plain failure', () => {
    expect(classify(httpError(409, { message: '状态冲突' }))).toEqual({
      kind: 'failed',
      message: '状态冲突',
    });
  });

  it('treats a 404 as a record deleted meanwhile', () => {
    expect(classify(httpError(404, { message: '用户不存在' }))).toEqual({
      kind: 'missing',
      message: '用户不存在',
    });
    expect(classify(httpError(404))).toEqual({ kind: 'missing', message: 'HTTP 404' });
  });

  it('puts field problems on the form fields', () => {
    const error = httpError(400, {
      message: '参数错误',
      data: {
        fields: [
          { field: 'username', message: '用户名格式不正确' },
          { field: 'email', message: '邮箱已被使用' },
        ],
      },
    });
    expect(classify(error)).toEqual({
      kind: 'invalid',
      fields: { username: '用户名格式不正确', email: '邮箱已被使用' },
      message: undefined,
    });
  });

  it('shows problems of fields the form does not have for the whole form', () => {
    const error = httpError(400, {
      message: '参数错误',
      data: {
        fields: [
          { field: 'username', message: '用户名格式不正确' },
          { field: 'version', message: '版本号缺失' },
          { field: 'tenantId', message: '租户无效' },
        ],
      },
    });
    expect(classify(error)).toEqual({
      kind: 'invalid',
      fields: { username: '用户名格式不正确' },
      message: '版本号缺失; 租户无效',
    });
  });

  it('fails the whole form when no problem belongs to a field of the form', () => {
    const error = httpError(400, {
      message: '参数错误',
      // The password field is not in the edit form.
      data: { fields: [{ field: 'password', message: '密码太短' }] },
    });
    expect(classify(error)).toEqual({ kind: 'failed', message: '密码太短' });
  });

  it('shows the first problem of a field that has several', () => {
    const error = httpError(400, {
      data: {
        fields: [
          { field: 'username', message: '太短' },
          { field: 'username', message: '格式不正确' },
        ],
      },
    });
    expect(classify(error)).toMatchObject({ kind: 'invalid', fields: { username: '太短' } });
  });

  it('ignores malformed field problems', () => {
    const error = httpError(400, {
      message: '参数错误',
      data: { fields: [{ field: 3, message: 'x' }, { field: 'username' }, 'username', null] },
    });
    expect(classify(error)).toEqual({ kind: 'failed', message: '参数错误' });
    expect(classify(httpError(400, { message: '参数错误', data: { fields: 'username' } }))).toEqual(
      { kind: 'failed', message: '参数错误' },
    );
  });

  it('puts field problems of a refused envelope (HTTP 200) on the fields too', () => {
    const error = new EnvelopeError({
      code: 40001,
      message: '参数错误',
      data: { fields: [{ field: 'email', message: '邮箱已被使用' }] },
    });
    expect(classify(error)).toEqual({
      kind: 'invalid',
      fields: { email: '邮箱已被使用' },
      message: undefined,
    });
  });

  it('does not take a refused envelope for a conflict: only a 409 is one', () => {
    const error = new EnvelopeError({ code: 409, message: '冲突', data: { current: user() } });
    expect(classify(error)).toEqual({ kind: 'failed', message: '冲突' });
  });

  it('fails with the error message when the server sent no envelope', () => {
    expect(classify(new RequestError('网络连接失败', undefined, undefined))).toEqual({
      kind: 'failed',
      message: '网络连接失败',
    });
    expect(classify(httpError(500, { message: '服务器错误' }))).toEqual({
      kind: 'failed',
      message: '服务器错误',
    });
  });

  it('falls back to the given message when nothing says what went wrong', () => {
    expect(classify('boom')).toEqual({ kind: 'failed', message: fallback });
    expect(classify(new Error(''))).toEqual({ kind: 'failed', message: fallback });
    expect(classify(undefined)).toEqual({ kind: 'failed', message: fallback });
  });
});

describe('failureMessage', () => {
  it("prefers the server's message to the error's own", () => {
    const error = new RequestError('Request failed with status 403', 403, {
      code: 403,
      data: null,
      message: '没有权限',
    });
    expect(failureMessage(error, fallback)).toBe('没有权限');
    expect(
      failureMessage(new EnvelopeError({ code: 1, data: null, message: '已停用' }), fallback),
    ).toBe('已停用');
  });

  it("uses the error's message, then the fallback", () => {
    expect(failureMessage(new Error('Failed to fetch'), fallback)).toBe('Failed to fetch');
    expect(failureMessage(new RequestError('timeout', undefined, undefined), fallback)).toBe(
      'timeout',
    );
    expect(failureMessage({ message: 'not an error' }, fallback)).toBe(fallback);
    expect(failureMessage(null, fallback)).toBe(fallback);
  });
});
