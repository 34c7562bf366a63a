import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { RequestError, useI18n } from '@org/admin-shell';
import { IconRefresh } from '@tabler/icons-react';
import { type ChangeEvent, type RefObject, useEffect, useRef } from 'react';
import classes from './LoginPage.module.css';
import type { CaptchaControls } from './use-captcha';
import { waitMessage } from './wait-message';

function pictureSource(svg: string): string {
  // An <img> never runs what an SVG may contain, unlike inlining it into the page.
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface CaptchaFieldProps {
  captcha: CaptchaControls;
  /** The answer as typed, what is wrong with it, and where a change goes. */
  inputProps: {
    value: string;
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The captcha's answer field with its challenge: a picture shown at its own size with a button
 * that replaces it, or, for someone who cannot see it, a question in words that the field's
 * description holds, so that a screen reader reads it out with the field.
 */
export function CaptchaField({ captcha, inputProps, inputRef }: CaptchaFieldProps) {
  const { t } = useI18n();
  const { kind, challenge, failure, renew, switchKind } = captcha;
  // After a switch, or a new question, the field takes focus once the challenge is there: a
  // screen reader then reads the question with it.
  const focusOnArrival = useRef(false);
  useEffect(() => {
    if (!challenge || !focusOnArrival.current) return;
    focusOnArrival.current = false;
    inputRef.current?.focus();
  }, [challenge, inputRef]);
  const thenFocus = (ask: () => void) => () => {
    focusOnArrival.current = true;
    ask();
  };
  const question = challenge?.kind === 'question' ? challenge.question : undefined;
  const loadError =
    failure instanceof RequestError && failure.status === 429 && failure.retryAfter !== undefined
      ? waitMessage(t, failure.retryAfter)
      : failure
        ? t('login.captchaLoadFailed')
        : undefined;

  return (
    <Stack gap={6} align="flex-start">
      <TextInput
        ref={inputRef}
        className={classes.captchaField}
        label={t('login.captcha')}
        description={kind === 'picture' ? t('login.captchaHint') : question}
        descriptionProps={{ className: kind === 'question' ? classes.question : undefined }}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputMode={kind === 'question' ? 'numeric' : undefined}
        withAsterisk
        {...inputProps}
        error={inputProps.error ?? loadError}
        inputContainer={(input) =>
          kind === 'picture' ? (
            <Stack gap="xs" mt={4}>
              <Group gap="xs" wrap="nowrap">
                <div className={classes.picture}>
                  {challenge?.kind === 'picture' && (
                    <img
                      src={pictureSource(challenge.svg)}
                      alt={t('login.captchaImage')}
                      data-testid="captcha-image"
                    />
                  )}
                </div>
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={16} stroke={1.6} />}
                  onClick={renew}
                >
                  {t('login.captchaRefresh')}
                </Button>
              </Group>
              {input}
            </Stack>
          ) : (
            <Group gap="xs" wrap="nowrap">
              <div className={classes.grow}>{input}</div>
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} stroke={1.6} />}
                onClick={thenFocus(renew)}
              >
                {t('login.captchaNewQuestion')}
              </Button>
            </Group>
          )
        }
      />
      <Anchor component="button" type="button" size="sm" onClick={thenFocus(switchKind)}>
        {kind === 'picture' ? t('login.captchaUseQuestion') : t('login.captchaUsePicture')}
      </Anchor>
    </Stack>
  );
}
