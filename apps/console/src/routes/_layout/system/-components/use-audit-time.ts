import { useI18n } from '@org/admin-shell';
import { useMemo } from 'react';

/** An entry's time in the person's language and time zone, to the second. */
export function useAuditTime(): (iso: string) => string {
  const { locale } = useI18n();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
}
