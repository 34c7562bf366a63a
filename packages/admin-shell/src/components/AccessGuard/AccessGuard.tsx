import type { ReactNode } from 'react';
import { useAccess } from '../../core/access/AccessProvider.js';
import { type AccessFlagName, isAllowed } from '../../core/access/flags.js';
import { ExceptionResult } from '../ExceptionResult/ExceptionResult.js';

export interface AccessGuardProps {
  /** The flag the content needs. */
  flag: AccessFlagName;
  children: ReactNode;
  /** Shown instead when the flag is false. Default: the 403 result. */
  fallback?: ReactNode;
}

/**
 * Renders its children when the current user has `flag`, else `fallback` (by default the 403
 * result, "Sorry, you are not authorized to access this page", localised).
 */
export function AccessGuard({ flag, children, fallback }: AccessGuardProps) {
  const flags = useAccess();
  if (isAllowed(flags, flag)) return <>{children}</>;
  return <>{fallback ?? <ExceptionResult status={403} />}</>;
}
