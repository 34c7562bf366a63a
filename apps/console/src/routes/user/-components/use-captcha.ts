import { type Locale, useI18n } from '@org/admin-shell';
import type { Captcha, CaptchaQuestion } from '@org/api/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha, fetchCaptchaQuestion } from '../../../api/auth';

/** A picture to read, or its stand-in for someone who cannot see it: a question in words. */
export type CaptchaKind = 'picture' | 'question';

export type CaptchaChallenge =
  | ({ kind: 'picture' } & Captcha)
  | ({ kind: 'question' } & CaptchaQuestion);

export interface CaptchaControls {
  kind: CaptchaKind;
  /** The challenge to answer; null until the first arrives, and after a failure. */
  challenge: CaptchaChallenge | null;
  /** Why the last one did not arrive. */
  failure: unknown;
  /** Asks for a new challenge of the current kind (each answers a single attempt). */
  renew(): void;
  /** Asks for a new challenge of the other kind. */
  switchKind(): void;
}

async function fetchChallenge(kind: CaptchaKind, locale: Locale): Promise<CaptchaChallenge> {
  return kind === 'picture'
    ? { kind, ...(await fetchCaptcha()) }
    : { kind, ...(await fetchCaptchaQuestion(locale)) };
}

/**
 * The sign-in form's captcha while `needed`: fetches one as soon as it is, a new one on
 * `renew` and `switchKind`, and a new question when the page's language changes (the API asks
 * it in the language asked for). `onChallenge` runs as each arrives: its answer field must be
 * emptied.
 */
export function useCaptcha(needed: boolean, onChallenge: () => void): CaptchaControls {
  const { locale } = useI18n();
  // A new object asks anew, even for the same kind; only the answer to the latest is kept.
  const [ask, setAsk] = useState<{ kind: CaptchaKind }>({ kind: 'picture' });
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const latest = useRef(0);
  const arrived = useRef(onChallenge);
  arrived.current = onChallenge;
  // A picture is the same in every language: only a question is asked again.
  const questionLocale = ask.kind === 'question' ? locale : 'zh-CN';

  useEffect(() => {
    if (!needed) return;
    const mine = ++latest.current;
    setFailure(null);
    fetchChallenge(ask.kind, questionLocale).then(
      (next) => {
        if (mine !== latest.current) return;
        setChallenge(next);
        arrived.current();
      },
      (error: unknown) => {
        if (mine !== latest.current) return;
        setChallenge(null);
        setFailure(error);
      },
    );
  }, [needed, ask, questionLocale]);

  const renew = useCallback(() => setAsk((current) => ({ ...current })), []);
  const switchKind = useCallback(() => {
    setAsk((current) => ({ kind: current.kind === 'picture' ? 'question' : 'picture' }));
  }, []);
  return {
    kind: ask.kind,
    challenge: challenge?.kind === ask.kind ? challenge : null,
    failure,
    renew,
    switchKind,
  };
}
