// The Node the project runs on: the `node` package pinned in package.json, which `npm install` puts in
// node_modules/.bin, where npm scripts find it before the machine's own. Run another way (`node
// scripts/start.mjs` with an older Node on the PATH), the commands say so instead of failing later.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** The pinned version, e.g. "24.21.0". */
export function pinnedNodeVersion() {
  const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
  return manifest.devDependencies.node;
}

/** Stops with one line when this process is not on the pinned Node's major line; otherwise returns its version. */
export function requireProjectNode(command) {
  const pinned = pinnedNodeVersion();
  const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);
  if (major(process.version) !== major(pinned)) {
    process.stderr.write(
      `${command} runs on Node ${pinned}, which "npm install" puts in node_modules/.bin; this is Node ${process.version}. ` +
        `Run it through npm ("${command}") after "npm install".\n`,
    );
    process.exit(1);
  }
  return process.version;
}
