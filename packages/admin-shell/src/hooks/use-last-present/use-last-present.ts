import { useEffect, useState } from 'react';

/**
 * `value`, or while it is null the last value that was not: what a dialog keeps showing as it
 * fades out after the caller has cleared what it showed.
 */
export function useLastPresent<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  useEffect(() => {
    if (value !== null) setLast(value);
  }, [value]);
  return value ?? last;
}
