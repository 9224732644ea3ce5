/**
 * The embedded database has one writer. The server marks the data folder while it runs, and
 * command-line tools refuse to open the same folder meanwhile (two writers would corrupt it).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockFile = (dataDir: string) => path.join(dataDir, 'server.pid');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid of a live server using this folder, if any. */
export function runningServer(dataDir: string): number | null {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8'));
  return Number.isInteger(pid) && pid !== process.pid && isRunning(pid) ? pid : null;
}

export function markServerRunning(dataDir: string): () => void {
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}
