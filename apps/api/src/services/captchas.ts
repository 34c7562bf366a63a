import { randomUUID } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Captcha } from '../contract/schemas.js';
import type { Db } from '../db/database.js';
import { captchas } from '../db/schema.js';

const lifetimeMs = 2 * 60 * 1000;

/** Makes a captcha that can be answered once within two minutes. */
export async function createCaptcha(db: Db): Promise<Captcha> {
  // Letters and digits that stay distinct when drawn (no 0/O, 1/l/I).
  const { text, data } = svgCaptcha.create({
    size: 4,
    noise: 2,
    color: true,
    ignoreChars: '0oO1ilIL',
  });
  const captchaId = randomUUID();
  await db.insert(captchas).values({
    id: captchaId,
    answer: text.toLowerCase(),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return { captchaId, svg: data };
}

/** Uses up the captcha whatever the answer, so each one gets a single guess. */
export async function solveCaptcha(db: Db, captchaId: string, answer: string): Promise<boolean> {
  const [row] = await db
    .delete(captchas)
    .where(eq(captchas.id, captchaId))
    .returning({ answer: captchas.answer, expiresAt: captchas.expiresAt });
  return (
    !!row && row.expiresAt.getTime() > Date.now() && row.answer === answer.trim().toLowerCase()
  );
}

export async function sweepCaptchas(db: Db): Promise<void> {
  await db.delete(captchas).where(lte(captchas.expiresAt, new Date()));
}
