import type { MouseEvent } from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';

/**
 * The page's first tab stop, shown only while focused: it moves focus past the header and the
 * menu into the main content. Focus is moved by hand: following the fragment would put it in
 * the address, where the router takes it for a navigation.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useI18n();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <a className="admin-shell-skip-link" href={`#${targetId}`} onClick={skip}>
      {t('layout.skipToContent')}
    </a>
  );
}
