import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The API's settings, read once from the environment at start-up. */
export interface Env {
  nodeEnv: 'production' | 'development' | 'test';
  host: string;
  port: number;
  /** PostgreSQL connection string; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The built console to serve beside the API; skipped when the folder has no index.html. */
  consoleDir: string;
  adminPassword: string | undefined;
  userPassword: string | undefined;
  allowDemoAccounts: boolean;
  seedDemoData: boolean;
  registrationOpen: boolean;
  /** Trust X-Forwarded-* from any proxy (`true`) or from these addresses/CIDRs. */
  trustProxy: boolean | string;
  logLevel: string;
  /** Extra origins allowed to serve scripts, styles and fonts (a static asset host). */
  assetOrigins: string[];
}

const packageRoot = fileURLToPath(new URL('../', import.meta.url));

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new Error(`${name} must be 1/0, true/false, yes/no or on/off (got "${value}")`);
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535 (got "${value}")`);
  }
  return parsed;
}

function trustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

function nodeEnv(value: string | undefined): Env['nodeEnv'] {
  if (value === 'production' || value === 'test') return value;
  return 'development';
}

/** Parses `source` (the process environment by default); throws one clear error per bad value. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  return {
    nodeEnv: nodeEnv(source.NODE_ENV),
    host: source.HOST || '127.0.0.1',
    port: port(source.PORT),
    databaseUrl: source.DATABASE_URL || undefined,
    dataDir: path.resolve(source.DATA_DIR || './data'),
    consoleDir: path.resolve(source.CONSOLE_DIR || path.join(packageRoot, '../console/dist')),
    adminPassword: source.ADMIN_PASSWORD || undefined,
    userPassword: source.USER_PASSWORD || undefined,
    allowDemoAccounts: flag(source.ALLOW_DEMO_ACCOUNTS, false, 'ALLOW_DEMO_ACCOUNTS'),
    seedDemoData: flag(source.SEED_DEMO_DATA, true, 'SEED_DEMO_DATA'),
    registrationOpen: flag(source.REGISTRATION_OPEN, true, 'REGISTRATION_OPEN'),
    trustProxy: trustProxy(source.TRUST_PROXY),
    logLevel: source.LOG_LEVEL || 'info',
    assetOrigins: (source.ASSET_ORIGINS ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
  };
}
