import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markServerRunning, runningServer } from './embedded-lock';

describe('embedded database lock', () => {
  it('reports a live server on the folder and forgets a dead one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    expect(runningServer(dir)).toBeNull();
    const other = spawn('sleep', ['30']);
    writeFileSync(path.join(dir, 'server.pid'), String(other.pid));
    expect(runningServer(dir)).toBe(other.pid);
    other.kill();
    await new Promise((resolve) => other.once('exit', resolve));
    expect(runningServer(dir)).toBeNull();
  });

  it('never counts the current process, and unlocks on stop', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const unlock = markServerRunning(dir);
    expect(runningServer(dir)).toBeNull();
    unlock();
  });
});
