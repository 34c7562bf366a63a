import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { brotliQuality } from '../apps/console/vite-plugins/precompress-assets.js';

export interface FloorServer {
  url: string;
  stop(): Promise<void>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * The floor's build (`apps/console/bundle-report/floor`) served as the API serves the console,
 * so Lighthouse weighs the stack alone on the same terms as the product: brotli (at the
 * console's quality), hashed assets cached for good, `index.html` for any other path. Its
 * `/api` reads go to the product with the browser's cookies, so the floor's home draws the
 * same figures from the same database.
 */
export async function startFloorServer(outDir: string, apiUrl: string): Promise<FloorServer> {
  const compressed = new Map<string, Buffer>();
  const fileBody = async (file: string) => {
    let body = compressed.get(file);
    if (!body) {
      body = brotliCompressSync(await readFile(file), {
        params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality },
      });
      compressed.set(file, body);
    }
    return body;
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    const answer = async () => {
      if (path.startsWith('/api/')) {
        // Reads only: Lighthouse loads the pages, it never signs in.
        if (request.method !== 'GET') {
          response.writeHead(405).end();
          return;
        }
        const cookie = request.headers.cookie;
        const forwarded = await fetch(apiUrl + (request.url ?? ''), {
          headers: cookie ? { cookie } : {},
        });
        response.writeHead(forwarded.status, {
          'content-type': forwarded.headers.get('content-type') ?? 'application/json',
        });
        response.end(Buffer.from(await forwarded.arrayBuffer()));
        return;
      }
      const asset = path.startsWith('/assets/') ? normalize(join(outDir, path)) : undefined;
      const file = asset?.startsWith(outDir) ? asset : join(outDir, 'index.html');
      response.writeHead(200, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'content-encoding': 'br',
        'cache-control': asset ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      response.end(await fileBody(file));
    };
    answer().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
