export interface DomSettleOptions {
  /** How long the DOM must stay unchanged, in ms (and three frames at the least). Default 100. */
  quietMs?: number;
  /** The longest wait, for a page that never stops changing. Default 2000. */
  maxMs?: number;
}

/** A frame's paint reaches the screen a frame or two after it: three frames at the least. */
const quietFrames = 3;

/**
 * Calls `callback` once the page has been painted and has stopped changing: once the DOM under
 * `root` has gone `quietMs` and three animation frames without a change, in a task after the
 * last frame (a frame's callbacks run before it is painted). A first screen is seldom one
 * commit: React reveals its parts as their code and data come, tens of milliseconds apart.
 * Returns what cancels it. A hidden tab paints no frames: there it comes in a task of its own.
 */
export function afterDomSettles(
  root: Node,
  callback: () => void,
  { quietMs = 100, maxMs = 2000 }: DomSettleOptions = {},
): () => void {
  let changedAt = performance.now();
  let framesSince = 0;
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    changedAt = performance.now();
    framesSince = 0;
  });
  const stop = () => {
    observer.disconnect();
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(deadline);
  };
  const finish = () => {
    stop();
    timer = setTimeout(callback, 0);
  };
  const count = () => {
    framesSince += 1;
    if (framesSince > quietFrames && performance.now() - changedAt >= quietMs) finish();
    else frame = requestAnimationFrame(count);
  };
  const deadline = setTimeout(finish, maxMs);
  if (document.visibilityState === 'hidden') finish();
  else {
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    frame = requestAnimationFrame(count);
  }
  return () => {
    stop();
    clearTimeout(timer);
  };
}
