import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';

// Asked rarely: its modal's code loads the first time.
const DiscardQuestion = lazy(() =>
  import('./DiscardQuestion.js').then((module) => ({ default: module.DiscardQuestion })),
);

/** What {@link useConfirmDiscard} returns. */
export interface ConfirmDiscard {
  /** Opens the question with `message`; resolves true when the person chose to discard. */
  confirm(message: string): Promise<boolean>;
  /** The question, to render where the hook is used. */
  question: ReactNode;
}

/** A question whether to lose unsaved changes, answered through a promise. */
export function useConfirmDiscard(): ConfirmDiscard {
  const [message, setMessage] = useState<string>();
  const answer = useRef<(discard: boolean) => void>(undefined);
  const confirm = useCallback(
    (text: string) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setMessage(text);
      }),
    [],
  );
  const question =
    message === undefined ? null : (
      <Suspense fallback={null}>
        <DiscardQuestion
          opened
          message={message}
          onAnswer={(discard) => {
            setMessage(undefined);
            answer.current?.(discard);
            answer.current = undefined;
          }}
        />
      </Suspense>
    );
  return { confirm, question };
}
