import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A file that uses the package's types as an app would. Each `@ts-expect-error` fails the check
 * if the types it guards resolve to `any`, which a missing declaration file silently gives.
 */
const usage = `import {
  AccessGuard,
  AdminApp,
  AdminLayout,
  type AdminLayoutProps,
  type AuthProvider,
  createEnvelopeClient,
  createPreferencesStore,
  type LoginResult,
  restDataProvider,
  type ThemeMode,
  VersionNotice,
} from '@org/admin-shell';
import { themeScript } from '@org/admin-shell/theme-script';

const mode: ThemeMode = 'auto';
// @ts-expect-error: not a mode the shell knows
const unknownMode: ThemeMode = 'sepia';
const client = createEnvelopeClient({ baseURL: 'https://api.example.com', timeout: 5000 });
// @ts-expect-error: timeout is a number of milliseconds
createEnvelopeClient({ timeout: '5s' });
const title: AdminLayoutProps['title'] = 'My Console';
// @ts-expect-error: the layout's title is text
const numericTitle: AdminLayoutProps['title'] = 42;
const script: string = themeScript();
const books = restDataProvider({ baseURL: '/api' });
// @ts-expect-error: the REST provider needs to know where the API is
restDataProvider({});
const auth: AuthProvider<{ name: string }, { username: string }> = {
  login: async () => ({ ok: true }),
  logout: async () => undefined,
  getIdentity: async () => null,
};
// @ts-expect-error: a refusal says why
const refusal: LoginResult = { ok: false };
const preferences = createPreferencesStore({ storage: sessionStorage });

export {
  AccessGuard,
  AdminApp,
  AdminLayout,
  auth,
  books,
  client,
  mode,
  numericTitle,
  preferences,
  refusal,
  script,
  title,
  unknownMode,
  VersionNotice,
};
`;

/** The module systems a consumer may compile under with `moduleResolution: node16`. */
const node16Projects = [
  { name: 'types-node16-esm', type: 'module' },
  { name: 'types-node16-cjs', type: 'commonjs' },
] as const;

/** Writes one small project per module system beside the app; returns their folders. */
export async function writeNode16Projects(appDir: string): Promise<string[]> {
  const folders: string[] = [];
  for (const project of node16Projects) {
    const folder = join(appDir, project.name);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'package.json'), JSON.stringify({ type: project.type }));
    await writeFile(
      join(folder, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'node16',
          moduleResolution: 'node16',
          target: 'es2022',
          lib: ['es2022', 'dom'],
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          // Mantine's declarations do not compile under node16 CommonJS; the guards above
          // still fail if ours do not resolve.
          skipLibCheck: true,
          types: [],
        },
        files: ['usage.ts'],
      }),
    );
    await writeFile(join(folder, 'usage.ts'), usage);
    folders.push(folder);
  }
  return folders;
}

/**
 * Loads both entry points in Node as each module system does, so an exports map that points at
 * a missing or wrongly formatted file fails here rather than in a team's build.
 */
export const runtimeChecks = {
  module: `import('@org/admin-shell').then((shell) => {
    if (typeof shell.createEnvelopeClient !== 'function') throw new Error('ESM entry');
    return import('@org/admin-shell/theme-script');
  }).then(({ themeScript }) => {
    if (!themeScript().includes('localStorage')) throw new Error('ESM theme script');
  })`,
  commonjs: `const shell = require('@org/admin-shell');
  if (typeof shell.createEnvelopeClient !== 'function') throw new Error('CommonJS entry');
  if (!require('@org/admin-shell/theme-script').themeScript().includes('localStorage')) {
    throw new Error('CommonJS theme script');
  }`,
};
