import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';

/** Quick transitions finish before the bar would appear, so they do not flicker. */
const SHOW_AFTER_MS = 150;

/** A thin bar across the top while the router loads the next page's code or data. */
export function RouteProgress() {
  const { t } = useI18n();
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!pending) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!visible) return null;
  return (
    <div
      className="admin-shell-route-progress"
      role="progressbar"
      aria-busy="true"
      aria-label={t('app.loading')}
    />
  );
}
