import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiHeaders } from '../external/security-headers.js';
import { sendError } from './envelope.js';
import { refreshVisitorCookies } from './xsrf-cookies.js';

export interface ConsoleOptions {
  consoleDir: string;
  csrfSecret: string;
  assetOrigins: string[];
}

/** A path with a segment starting with a dot: `.vite/manifest.json`, `.env`, `.git`. */
function isHidden(pathname: string): boolean {
  return pathname.split('/').some((segment) => segment.startsWith('.'));
}

/**
 * Whether a path that matched no file is one of the console's own addresses, to be answered
 * with the page. A missing file is not: a stale page asking for `/assets/old-hash.js` must get
 * a 404 rather than HTML it would run as a script, and so must anything that looks like a file.
 */
function isPage(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return (
    pathname !== '/api' &&
    !pathname.startsWith('/api/') &&
    !pathname.startsWith('/assets/') &&
    !isHidden(pathname) &&
    !last.includes('.')
  );
}

/** Hashes of the inline scripts in index.html (the theme script), so the CSP allows just them. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** The console's CSP, kept in step with index.html, which a deploy may replace while we run. */
function contentSecurityPolicy(indexPath: string, assetOrigins: string[]) {
  let cached: { mtimeMs: number; header: string } | undefined;
  return () => {
    const { mtimeMs } = statSync(indexPath);
    if (cached?.mtimeMs !== mtimeMs) {
      const assets = ["'self'", ...assetOrigins].join(' ');
      const scripts = [assets, ...inlineScriptHashes(readFileSync(indexPath, 'utf8'))].join(' ');
      const header = [
        "default-src 'self'",
        `script-src ${scripts}`,
        // Mantine sets CSS variables and style props inline.
        `style-src ${assets} 'unsafe-inline'`,
        `font-src ${assets} data:`,
        "img-src 'self' data: https:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; ');
      cached = { mtimeMs, header };
    }
    return cached.header;
  };
}

/**
 * Serves the built console from the API's port: hashed assets cached for good, index.html
 * revalidated (ETag, Last-Modified) so the version watcher sees a new deploy, and client routes
 * answered with index.html. Paths under /api never fall back to the page.
 */
export const consolePlugin = fp(
  async (app: FastifyInstance, options: ConsoleOptions) => {
    const indexPath = path.join(options.consoleDir, 'index.html');
    const served = existsSync(indexPath);
    const policy = served ? contentSecurityPolicy(indexPath, options.assetOrigins) : undefined;

    const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
      refreshVisitorCookies(request, reply, options.csrfSecret);
      return reply.sendFile('index.html');
    };

    if (served && policy) {
      await app.register(fastifyStatic, {
        root: options.consoleDir,
        wildcard: true,
        index: false,
        // The console's build writes .br and .gz beside each asset; sent as the browser accepts.
        preCompressed: true,
        // Build metadata (.vite/manifest.json) and other dot-folders are not the site's.
        allowedPath: (pathName) => !isHidden(pathName),
        setHeaders(response, filePath) {
          if (filePath === indexPath) {
            response.header('cache-control', 'no-cache');
            response.header('content-security-policy', policy());
          } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            response.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
      app.route({ method: ['GET', 'HEAD'], url: '/', schema: { hide: true }, handler: sendIndex });
    }

    app.setNotFoundHandler((request, reply) => {
      const wantsPage =
        served && (request.method === 'GET' || request.method === 'HEAD') && isPage(request.url);
      if (wantsPage) return sendIndex(request, reply);
      reply.headers(apiHeaders);
      refreshVisitorCookies(request, reply, options.csrfSecret);
      return sendError(request, reply, 404, 'routeNotFound');
    });
  },
  { name: 'console', dependencies: ['@fastify/cookie'] },
);
