/**
 * The package as a product team gets it: packs @org/admin-shell, follows the README's
 * "Getting started" in a temporary folder outside the workspace (a fresh Vite app, the tarball
 * and the peers from the npm registry), type-checks it under `bundler` and `node16`, builds it,
 * and drives the built app in Chromium against a stand-in for the team's API.
 *
 * `pnpm --filter @org/admin-shell test:consumer [--keep]`; CI runs it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { checkInBrowser } from './browser-checks.js';
import { gettingStartedSteps } from './readme-steps.js';
import { startStubServer } from './stub-api.js';
import { runtimeChecks, writeNode16Projects } from './type-checks.js';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');

const env = {
  ...process.env,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};

function run(command: string, args: string[], cwd: string): void {
  console.log(`\n$ ${[command, ...args].join(' ')}   (in ${cwd})`);
  execFileSync(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Runs a command, echoing and returning what it printed on stdout and stderr together. */
function runAndRead(command: string, args: string[], cwd: string): string {
  console.log(`\n$ ${[command, ...args].join(' ')}   (in ${cwd})`);
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const printed = `${result.stdout}${result.stderr}`;
  console.log(printed);
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
  return printed;
}

function output(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] })
    .toString()
    .trimEnd();
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

async function pack(workDir: string) {
  run('pnpm', ['pack', '--pack-destination', workDir], packageDir);
  const tarball = join(
    workDir,
    (await readdir(workDir)).find((name) => name.endsWith('.tgz')) ?? '',
  );
  const files = output('tar', ['-tzf', tarball], workDir).split('\n');
  const unexpected = files.filter(
    (file) =>
      !/^package\/(dist\/.+|theme-script\/package\.json|README\.md|LICENSE|package\.json)$/.test(
        file,
      ),
  );
  if (unexpected.length > 0)
    throw new Error(`The tarball holds more than it should: ${unexpected}`);
  if (files.some((file) => /\.(test|story)\.|fixtures|test-doubles|\.map$/.test(file))) {
    throw new Error('The tarball holds tests, stories, fixtures or source maps');
  }
  return { tarball, bytes: (await stat(tarball)).size, files: files.length };
}

/** Runs the README's steps; returns the app's folder (the last `cd`). */
async function followReadme(workDir: string, tarball: string): Promise<string> {
  const readme = await readFile(join(packageDir, 'README.md'), 'utf8');
  let cwd = workDir;
  for (const step of gettingStartedSteps(readme)) {
    if (step.kind === 'file') {
      console.log(`\n# README: write ${step.path}`);
      await writeFile(join(cwd, step.path), step.content);
    } else if (step.line.startsWith('cd ')) {
      cwd = resolve(cwd, step.line.slice(3));
    } else if (step.line === 'npm run dev') {
      // The dev server runs until stopped; the built app is what the browser checks below.
    } else {
      // The one change: the package comes from the tarball instead of the registry.
      const line = step.line.replace(/ @org\/admin-shell(?= )/, ` ${tarball}`);
      run('bash', ['-c', line], cwd);
    }
  }
  return cwd;
}

async function builtAssets(distDir: string) {
  const assets = join(distDir, 'assets');
  const sizes = { js: 0, jsGzip: 0, css: 0, cssGzip: 0 };
  for (const name of await readdir(assets)) {
    const body = await readFile(join(assets, name));
    const gzip = gzipSync(body, { level: 9 }).length;
    if (name.endsWith('.js')) {
      sizes.js += body.length;
      sizes.jsGzip += gzip;
    } else if (name.endsWith('.css')) {
      sizes.css += body.length;
      sizes.cssGzip += gzip;
    }
  }
  return sizes;
}

/** The lowest version each peer range of the package allows. */
async function lowestPeers(): Promise<[string, string][]> {
  const manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as {
    peerDependencies: Record<string, string>;
  };
  return Object.entries(manifest.peerDependencies).map(([name, range]) => {
    const floor = /^\^(\d+\.\d+\.\d+)$/.exec(range)?.[1];
    if (!floor) throw new Error(`Peer range ${name}@${range} is not a caret range`);
    return [name, floor];
  });
}

/** Pins the app's dependencies to these versions, for a fresh install of exactly them. */
async function pinDependencies(appDir: string, versions: [string, string][]): Promise<void> {
  const path = join(appDir, 'package.json');
  const manifest = JSON.parse(await readFile(path, 'utf8')) as {
    dependencies: Record<string, string>;
  };
  for (const [name, version] of versions) manifest.dependencies[name] = version;
  await writeFile(path, JSON.stringify(manifest, null, 2));
  await rm(join(appDir, 'node_modules'), { recursive: true, force: true });
  await rm(join(appDir, 'package-lock.json'), { force: true });
}

async function main() {
  const started = performance.now();
  const workDir = await mkdtemp(join(tmpdir(), 'admin-shell-consumer-'));
  if (!relative(resolve(packageDir, '../..'), workDir).startsWith('..')) {
    throw new Error(`${workDir} is inside the workspace; the app must not see its packages`);
  }
  try {
    const packed = await pack(workDir);
    const appDir = await followReadme(workDir, packed.tarball);

    for (const project of await writeNode16Projects(appDir)) {
      run('npx', ['tsc', '-p', project], appDir);
    }
    for (const [type, code] of Object.entries(runtimeChecks)) {
      run('node', [`--input-type=${type}`, '-e', code], appDir);
    }
    const built = runAndRead('npm', ['run', 'build'], appDir);
    // The walkthrough splits its routes: the build must not warn of an oversized chunk.
    if (/larger than \d+ ?kB/i.test(built))
      throw new Error('The walkthrough builds an oversized chunk');
    const sizes = await builtAssets(join(appDir, 'dist'));

    const server = await startStubServer(join(appDir, 'dist'));
    try {
      await checkInBrowser(server);
    } finally {
      await server.close();
    }

    // The lowest peers the package allows install together (no --legacy-peer-deps) and build.
    const lowest = await lowestPeers();
    await pinDependencies(appDir, lowest);
    run('npm', ['install'], appDir);
    run('npm', ['run', 'build'], appDir);

    const typescript = output('npx', ['tsc', '--version'], appDir);
    console.log(`
Consumer test passed in ${((performance.now() - started) / 1000).toFixed(0)} s (TypeScript ${typescript.replace('Version ', '')}; types under bundler, node16 ESM and node16 CommonJS; built again on the lowest peers: ${lowest.map((peer) => peer.join('@')).join(' ')}).
  tarball            ${kib(packed.bytes)}, ${packed.files} files
  consumer app JS    ${kib(sizes.js)} (${kib(sizes.jsGzip)} gzip)
  consumer app CSS   ${kib(sizes.css)} (${kib(sizes.cssGzip)} gzip)`);
  } finally {
    if (keep) console.log(`Kept ${workDir}`);
    else await rm(workDir, { recursive: true, force: true });
  }
}

await main();
