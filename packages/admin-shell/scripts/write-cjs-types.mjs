// The CommonJS entries' type declarations, from the ESM ones tsup wrote: the two differ only in
// naming the sibling entries' `.cjs` files, and having tsup generate them a second time took
// about a third of the library's build.
import { readFile, writeFile } from 'node:fs/promises';

for (const entry of ['index', 'theme-script']) {
  const esm = await readFile(`dist/${entry}.d.ts`, 'utf8');
  await writeFile(`dist/${entry}.d.cts`, esm.replaceAll(/(from '\.\/[^']+)\.js'/g, "$1.cjs'"));
}
