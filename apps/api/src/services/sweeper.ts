import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { sweepCaptchas } from './captchas.js';
import { sweepSessions } from './sessions.js';
import { sweepThrottles } from './throttles.js';

/**
 * Deletes expired sessions, captchas and counters every `intervalMs`. Several instances may
 * sweep the same PostgreSQL at once; the deletes are idempotent.
 *
 * @returns a function that stops sweeping
 */
export function startSweeper(db: Db, log: FastifyBaseLogger, intervalMs = 10 * 60 * 1000) {
  const timer = setInterval(() => {
    Promise.all([sweepSessions(db), sweepCaptchas(db), sweepThrottles(db)]).catch((error) =>
      log.warn({ err: error }, 'sweeping expired rows failed'),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
