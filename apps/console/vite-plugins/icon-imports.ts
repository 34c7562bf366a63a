import { init, parse } from 'es-module-lexer';
import type { Plugin } from 'vite';
import { namedBindings } from './static-reach.ts';

const iconPackage = '@tabler/icons-react';

/** The import of named icons from the package's index: `import { IconA, IconB as B } from`. */
const namedImport = /^import\s*\{([^}]*)\}\s*from\s*['"]/;

/**
 * Rewrites each named import of Tabler's icons to the icon's own module (`import { IconHome }
 * from '@tabler/icons-react'` → `import IconHome from '@tabler/icons-react/dist/esm/icons/IconHome.mjs'`),
 * so the build never reads the package's index: 6,290 re-exports, which the bundler resolved
 * one by one although the console draws about two hundred icons, and which the layout chunks'
 * analysis then read again (0.16 s of the build). An icon's old name (an alias in the index,
 * such as `IconMessageCircle2`) has no module of its own: the build fails on it, naming it.
 * Only in builds: the dev server bundles the package once anyway.
 */
export function iconImports(): Plugin {
  return {
    name: 'console:icon-imports',
    apply: 'build',
    async buildStart() {
      await init;
    },
    transform: {
      filter: { id: /\.[jt]sx?$/, code: iconPackage },
      handler(code) {
        const [imports] = parse(code);
        let rewritten = '';
        let end = 0;
        for (const entry of imports) {
          if (entry.n !== iconPackage) continue;
          const statement = code.slice(entry.ss, entry.se);
          const names = namedImport.exec(statement)?.[1];
          if (names === undefined) continue;
          const perIcon = [...namedBindings(names)].map(
            ([local, icon]) => `import ${local} from '${iconPackage}/dist/esm/icons/${icon}.mjs';`,
          );
          // The same lines as before, so the code after keeps its place in the source map.
          const lineBreaks = '\n'.repeat(statement.split('\n').length - 1);
          rewritten += code.slice(end, entry.ss) + perIcon.join(' ') + lineBreaks;
          end = entry.se;
        }
        return end === 0 ? undefined : { code: rewritten + code.slice(end), map: null };
      },
    },
  };
}
