import { randomUUID } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import type { Captcha, CaptchaQuestion } from '../contract/schemas.js';
import type { Db } from '../db/database.js';
import { captchas } from '../db/schema.js';
import type { Locale } from '../messages.js';
import { captchaText, drawCaptcha } from './captcha-image.js';
import { captchaQuestion, normalizeCaptchaAnswer } from './captcha-question.js';

const lifetimeMs = 2 * 60 * 1000;

/** Keeps `answer` for two minutes under a new id, for a single attempt. */
async function storeAnswer(db: Db, answer: string): Promise<string> {
  const captchaId = randomUUID();
  await db.insert(captchas).values({
    id: captchaId,
    answer: normalizeCaptchaAnswer(answer),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return captchaId;
}

/** Makes a captcha picture that can be answered once within two minutes. */
export async function createCaptcha(db: Db): Promise<Captcha> {
  const text = captchaText();
  return { captchaId: await storeAnswer(db, text), svg: drawCaptcha(text) };
}

/**
 * Makes the picture's stand-in for someone who cannot see it: a question in words, answered
 * in the same field, once, within two minutes, exactly as a picture is.
 */
export async function createCaptchaQuestion(db: Db, locale: Locale): Promise<CaptchaQuestion> {
  const { question, answer } = captchaQuestion(locale);
  return { captchaId: await storeAnswer(db, answer), question };
}

/** Uses up the captcha whatever the answer, so each one gets a single guess. */
export async function solveCaptcha(db: Db, captchaId: string, answer: string): Promise<boolean> {
  const [row] = await db
    .delete(captchas)
    .where(eq(captchas.id, captchaId))
    .returning({ answer: captchas.answer, expiresAt: captchas.expiresAt });
  return (
    !!row && row.expiresAt.getTime() > Date.now() && row.answer === normalizeCaptchaAnswer(answer)
  );
}

export async function sweepCaptchas(db: Db): Promise<void> {
  await db.delete(captchas).where(lte(captchas.expiresAt, new Date()));
}
