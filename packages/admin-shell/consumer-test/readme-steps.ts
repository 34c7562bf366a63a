/**
 * The README's "Getting started" as steps: its `sh` blocks are commands, and a block whose info
 * string names a file (```tsx src/main.tsx) is that file's whole content. Running these, and
 * nothing else, is what keeps the walkthrough honest.
 */
export type ReadmeStep =
  | { kind: 'command'; line: string }
  | { kind: 'file'; path: string; content: string };

const sectionHeading = '## Getting started';

export function gettingStartedSteps(readme: string): ReadmeStep[] {
  const start = readme.indexOf(`\n${sectionHeading}\n`);
  if (start < 0) throw new Error(`The README has no "${sectionHeading}" section`);
  const rest = readme.slice(start + sectionHeading.length + 2);
  const end = rest.search(/^## /m);
  const section = end < 0 ? rest : rest.slice(0, end);

  const steps: ReadmeStep[] = [];
  for (const block of section.matchAll(/^```(\S+)(?: (\S+))?\n([\s\S]*?)^```$/gm)) {
    const [, language, path, body = ''] = block;
    if (path) {
      steps.push({ kind: 'file', path, content: body });
    } else if (language === 'sh') {
      for (const line of body.split('\n')) {
        if (line.trim()) steps.push({ kind: 'command', line: line.trim() });
      }
    }
  }
  return steps;
}
