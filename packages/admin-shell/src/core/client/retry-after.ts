/**
 * The seconds a Retry-After header asks the client to wait, from `now`: the header is either
 * a number of seconds or an HTTP date. Undefined when it is absent or unreadable; never below 0.
 */
export function retryAfterSeconds(
  header: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and month ("Wed, 21 Oct 2026 07:28:00 GMT").
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
