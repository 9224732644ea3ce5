// The npm registry reachable here does not serve some of Tailwind's platform binaries (other
// operating systems). npm then leaves them out of package-lock.json, and `npm ci` refuses the lock
// file. This adds them back as optional, platform-bound entries: npm skips them on this platform
// exactly as it would with the real metadata. Run after `npm install` changes the lock file.
import { readFileSync, writeFileSync } from 'node:fs';

const STUBS = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'freebsd-x64': { os: ['freebsd'], cpu: ['x64'] },
  'linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const oxide = lock.packages['node_modules/@tailwindcss/oxide'];
if (!oxide) throw new Error('no @tailwindcss/oxide in the lock file');
let added = 0;
for (const [suffix, platform] of Object.entries(STUBS)) {
  const key = `node_modules/@tailwindcss/oxide-${suffix}`;
  if (lock.packages[key]) continue;
  lock.packages[key] = {
    version: oxide.version,
    dev: true,
    license: 'MIT',
    optional: true,
    ...platform,
    engines: { node: '>= 20' },
  };
  added++;
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock file: ${added} platform stub(s) added`);
