import { DEFAULT_VERSION_CHECK_INTERVAL_MS, VersionNotice } from '@org/admin-shell';

/** VITE_VERSION_CHECK_INTERVAL_MS when it is a number (0 or less turns checks off), else 15 min. */
function versionCheckIntervalMs(): number {
  const configured = import.meta.env.VITE_VERSION_CHECK_INTERVAL_MS;
  const parsed = configured === undefined || configured === '' ? Number.NaN : Number(configured);
  return Number.isFinite(parsed) ? parsed : DEFAULT_VERSION_CHECK_INTERVAL_MS;
}

const intervalMs = versionCheckIntervalMs();
// The watcher skips localhost and IP hosts; the browser tests, served from 127.0.0.1, opt in.
const allowLocalHosts = import.meta.env.VITE_VERSION_CHECK_LOCAL === '1';

/** The notice of a new deployment, with the console's check interval. */
export function VersionCheck() {
  return <VersionNotice intervalMs={intervalMs} allowLocalHosts={allowLocalHosts} />;
}
