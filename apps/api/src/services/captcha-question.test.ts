import { describe, expect, it } from 'vitest';
import { captchaQuestion, normalizeCaptchaAnswer } from './captcha-question.js';

const english = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const chinese = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

describe('the captcha question', () => {
  it('asks a sum or a difference of two numbers written out in English, answered in digits', () => {
    for (let round = 0; round < 40; round++) {
      const { question, answer } = captchaQuestion('en-US');
      const match = /^What is (\w+) (plus|minus) (\w+)\? Answer with a number\.$/.exec(question);
      expect(match, question).not.toBeNull();
      const [, first = '', operation, second = ''] = match ?? [];
      const a = english.indexOf(first) + 1;
      const b = english.indexOf(second) + 1;
      expect(a * b, question).toBeGreaterThan(0);
      expect(answer).toBe(String(operation === 'plus' ? a + b : a - b));
      expect(Number(answer)).toBeGreaterThanOrEqual(0);
    }
  });

  it('asks in Chinese with Chinese numerals', () => {
    for (let round = 0; round < 40; round++) {
      const { question, answer } = captchaQuestion('zh-CN');
      const match =
        /^(十|[一二三四五六七八九])(加|减)(十|[一二三四五六七八九])等于几？请用数字回答。$/.exec(
          question,
        );
      expect(match, question).not.toBeNull();
      const [, first = '', operation, second = ''] = match ?? [];
      const a = chinese.indexOf(first) + 1;
      const b = chinese.indexOf(second) + 1;
      expect(answer).toBe(String(operation === '加' ? a + b : a - b));
    }
  });

  it('compares answers typed in full width, with spaces, in capitals or in words', () => {
    expect(normalizeCaptchaAnswer(' ＡＢ１ ')).toBe('ab1');
    expect(normalizeCaptchaAnswer('Xk 7f')).toBe('xk7f');
    expect(normalizeCaptchaAnswer('１２')).toBe('12');
    expect(normalizeCaptchaAnswer('Eleven')).toBe('11');
    expect(normalizeCaptchaAnswer('十一')).toBe('11');
    expect(normalizeCaptchaAnswer('zero')).toBe('0');
  });
});
