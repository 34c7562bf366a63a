import { describe, expect, it } from 'vitest';
import { ConflictError, FieldErrors, NotFoundError } from '../data/data-errors.js';
import { classifySaveError } from './save-errors.js';
import { type User, user } from './test-doubles.js';

const formFields: ReadonlySet<string> = new Set(['username', 'email', 'access', 'status']);
const fallback = '保存失败';

const classify = (error: unknown) => classifySaveError<User>(error, formFields, fallback);

describe('classifySaveError', () => {
  it('treats a conflict as an edit conflict with the current record', () => {
    const current = user({ username: 'alice2', version: 5 });
    expect(classify(new ConflictError(current, '记录已被他人修改'))).toEqual({
      kind: 'conflict',
      current,
      message: '记录已被他人修改',
    });
  });

  it('treats a missing record as deleted meanwhile', () => {
    expect(classify(new NotFoundError('用户不存在'))).toEqual({
      kind: 'missing',
      message: '用户不存在',
    });
  });

  it('puts field errors on the fields the form has, and the rest in its message', () => {
    const error = new FieldErrors({
      username: '用户名已存在',
      email: '邮箱格式不正确',
      teamId: '团队不存在',
      version: '版本无效',
    });
    expect(classify(error)).toEqual({
      kind: 'invalid',
      fields: { username: '用户名已存在', email: '邮箱格式不正确' },
      message: '团队不存在; 版本无效',
    });
  });

  it('treats field errors on no field of the form as a failure of the whole form', () => {
    expect(classify(new FieldErrors({ version: '版本无效' }, '请求参数有误'))).toEqual({
      kind: 'failed',
      message: '版本无效',
    });
  });

  it("says any other failure with its own message, else the form's fallback", () => {
    expect(classify(new Error('Network down'))).toEqual({
      kind: 'failed',
      message: 'Network down',
    });
    expect(classify(new Error(''))).toEqual({ kind: 'failed', message: fallback });
    expect(classify('nothing useful')).toEqual({ kind: 'failed', message: fallback });
  });
});
