import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

/** The people the stand-in API knows, as the README's walkthrough describes its answers. */
export const people = {
  ada: { password: 'ada-pass', user: { name: 'Ada Admin', access: 'admin' } },
  bob: { password: 'bob-pass', user: { name: 'Bob User', access: 'user' } },
} as const;

export const reports = [
  { id: 1, title: 'Revenue, October' },
  { id: 2, title: 'Sign-ups by region' },
];

export interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

/** The books the stand-in REST resource starts with. */
export const startingBooks: readonly Book[] = [
  { id: 1, title: 'The Great Gatsby', author: 'F. Scott Fitzgerald', year: 1925 },
  { id: 2, title: 'Mrs Dalloway', author: 'Virginia Woolf', year: 1925 },
  { id: 3, title: 'Invisible Cities', author: 'Italo Calvino', year: 1972 },
];

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export interface StubServer {
  url(host: string): string;
  /** Makes `/` answer with another ETag, as a new deployment would. */
  deployNewVersion(): void;
  close(): Promise<void>;
}

/**
 * A product team's API and static host in one, on one origin as the README advises: it serves
 * the consumer app's `dist/` (with an ETag on `/` for the version watcher), answers the
 * walkthrough's sign-in and reports in the shell's envelope, and keeps its books as a plain
 * REST resource.
 */
export async function startStubServer(distDir: string): Promise<StubServer> {
  const sessions = new Map<string, keyof typeof people>();
  let version = 1;
  const books: Book[] = startingBooks.map((book) => ({ ...book }));
  let nextBookId = books.length + 1;

  function send(response: ServerResponse, status: number, body: unknown, headers = {}) {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  }

  function signedIn(request: IncomingMessage) {
    const sid = /(?:^|;\s*)sid=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
    const name = sid ? sessions.get(sid) : undefined;
    return name ? people[name].user : undefined;
  }

  async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
    let text = '';
    for await (const chunk of request) text += chunk;
    return JSON.parse(text || '{}');
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    const user = signedIn(request);
    if (request.method === 'POST' && path === '/api/login/account') {
      const { username, password } = await readJson(request);
      const person = people[username as keyof typeof people];
      if (!person || person.password !== password) {
        return send(response, 200, {
          code: 1001,
          data: null,
          message: 'Wrong username or password',
        });
      }
      const sid = randomUUID();
      sessions.set(sid, username as keyof typeof people);
      return send(
        response,
        200,
        { code: 0, data: null, message: 'ok' },
        {
          'set-cookie': `sid=${sid}; Path=/; HttpOnly; SameSite=Lax`,
        },
      );
    }
    if (!user) return send(response, 401, { code: 401, data: null, message: 'Please sign in' });
    if (request.method === 'GET' && path === '/api/currentUser') {
      return send(response, 200, { code: 0, data: user, message: 'ok' });
    }
    if (request.method === 'POST' && path === '/api/login/outLogin') {
      return send(
        response,
        200,
        { code: 0, data: null, message: 'ok' },
        {
          'set-cookie': 'sid=; Path=/; Max-Age=0',
        },
      );
    }
    if (path === '/api/books' || path.startsWith('/api/books/')) {
      return booksResource(request, response, path);
    }
    if (request.method === 'GET' && path === '/api/reports') {
      if (user.access !== 'admin') {
        return send(response, 403, { code: 403, data: null, message: 'Admins only' });
      }
      return send(response, 200, { code: 0, data: reports, message: 'ok' });
    }
    return send(response, 404, { code: 404, data: null, message: 'Not found' });
  }

  /** The books as a REST resource in json-server's conventions (`_page`, `X-Total-Count`…). */
  async function booksResource(request: IncomingMessage, response: ServerResponse, path: string) {
    const url = new URL(request.url ?? '/', 'http://stub');
    const id = Number(path.slice('/api/books/'.length)) || undefined;
    const index = id === undefined ? -1 : books.findIndex((book) => book.id === id);
    const invalid = (body: Record<string, unknown>) => {
      const errors: Record<string, string> = {};
      if ('title' in body && !String(body.title ?? '').trim()) errors.title = 'Title is required';
      if ('author' in body && !String(body.author ?? '').trim())
        errors.author = 'Author is required';
      return Object.keys(errors).length > 0 ? errors : undefined;
    };
    if (request.method === 'GET' && id === undefined) {
      const q = url.searchParams.get('q')?.toLowerCase();
      const found = books.filter(
        (book) => !q || `${book.title} ${book.author}`.toLowerCase().includes(q),
      );
      const sort = url.searchParams.get('_sort') as keyof Book | null;
      if (sort) {
        const direction = url.searchParams.get('_order') === 'desc' ? -1 : 1;
        found.sort((a, b) => (a[sort] > b[sort] ? direction : -direction));
      }
      const page = Number(url.searchParams.get('_page') ?? 1);
      const limit = Number(url.searchParams.get('_limit') ?? 10);
      const slice = found.slice((page - 1) * limit, page * limit);
      return send(response, 200, slice, { 'x-total-count': String(found.length) });
    }
    if (request.method === 'POST' && id === undefined) {
      const body = await readJson(request);
      const errors = invalid({ title: body.title, author: body.author });
      if (errors) return send(response, 422, { message: 'Invalid book', errors });
      const book: Book = {
        id: nextBookId++,
        title: String(body.title),
        author: String(body.author),
        year: Number(body.year) || 0,
      };
      books.push(book);
      return send(response, 201, book);
    }
    const book = books[index];
    if (!book) return send(response, 404, { message: 'No such book' });
    if (request.method === 'GET') return send(response, 200, book);
    if (request.method === 'PATCH') {
      const body = await readJson(request);
      const errors = invalid(body);
      if (errors) return send(response, 422, { message: 'Invalid book', errors });
      const saved = { ...book, ...body, id: book.id } as Book;
      books[index] = saved;
      return send(response, 200, saved);
    }
    if (request.method === 'DELETE') {
      books.splice(index, 1);
      return send(response, 200, {});
    }
    return send(response, 405, { message: 'Method not allowed' });
  }

  async function file(request: IncomingMessage, response: ServerResponse, path: string) {
    const asset = normalize(path).startsWith('/assets/') ? normalize(path) : '/index.html';
    const body = await readFile(join(distDir, asset)).catch(() => undefined);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    const etag = asset === '/index.html' ? `"v${version}"` : `"${hash(body)}"`;
    response.writeHead(200, {
      'content-type': contentTypes[extname(asset)] ?? 'application/octet-stream',
      etag,
      'cache-control': 'no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stub').pathname;
    const handle = path.startsWith('/api/') ? api : file;
    handle(request, response, path).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: (host) => `http://${host}:${port}`,
    deployNewVersion: () => {
      version += 1;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function hash(body: Buffer): string {
  return createHash('sha1').update(body).digest('hex').slice(0, 16);
}
