import { randomInt } from 'node:crypto';
import { type Locale, translate } from '../messages.js';

/** The numbers from zero to twenty as each language writes them out. */
const numberWords: Record<Locale, readonly string[]> = {
  'en-US': [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
    'twenty',
  ],
  'zh-CN': [
    '零',
    '一',
    '二',
    '三',
    '四',
    '五',
    '六',
    '七',
    '八',
    '九',
    '十',
    '十一',
    '十二',
    '十三',
    '十四',
    '十五',
    '十六',
    '十七',
    '十八',
    '十九',
    '二十',
  ],
};

const digitsOfWord = new Map<string, string>(
  Object.values(numberWords).flatMap((words) => words.map((word, value) => [word, String(value)])),
);

/**
 * An answer as it is compared: width-folded (a Chinese keyboard's full-width ＡＢ１ is AB1),
 * without spaces, in lower case, and a number written out in either language (eleven, 十一)
 * as its digits.
 */
export function normalizeCaptchaAnswer(answer: string): string {
  const folded = answer.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
  return digitsOfWord.get(folded) ?? folded;
}

/**
 * A question that stands in for the picture for someone who cannot see it, worded to be read
 * aloud by a screen reader: a sum or a difference of two numbers from one to ten, written out
 * in the person's language. The answer is the number, in digits or in words.
 */
export function captchaQuestion(locale: Locale): { question: string; answer: string } {
  const words = numberWords[locale];
  const first = randomInt(1, 11);
  const second = randomInt(1, 11);
  if (randomInt(2) === 0) {
    const question = translate(locale, 'captchaSum', {
      first: words[first] ?? first,
      second: words[second] ?? second,
    });
    return { question, answer: String(first + second) };
  }
  const [larger, smaller] = first >= second ? [first, second] : [second, first];
  const question = translate(locale, 'captchaDifference', {
    first: words[larger] ?? larger,
    second: words[smaller] ?? smaller,
  });
  return { question, answer: String(larger - smaller) };
}
