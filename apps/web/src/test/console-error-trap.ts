/**
 * Fails a web test that printed console.error (React's act() and DOM warnings, a component
 * logging a failed request), like the API's fail-on-console-error.ts. A test that expects an
 * error says so with `expectConsoleError(pattern)`; the expected line must then appear.
 */
import { type MockInstance, vi } from 'vitest';

let spy: MockInstance<typeof console.error> | undefined;
let expected: RegExp[] = [];

export function startConsoleErrorTrap() {
  spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expected = [];
}

/** This test expects a console.error line matching `pattern`; it fails if none is printed. */
export function expectConsoleError(pattern: RegExp) {
  expected.push(pattern);
}

export function checkConsoleErrors() {
  const lines = (spy?.mock.calls ?? []).map((args) => args.map(formatArg).join(' '));
  spy?.mockRestore();
  spy = undefined;
  const unexpected = lines.filter((line) => !expected.some((p) => p.test(line)));
  const missing = expected.filter((p) => !lines.some((line) => p.test(line)));
  if (unexpected.length > 0) throw new Error(`console.error was called:\n${unexpected.join('\n')}`);
  if (missing.length > 0)
    throw new Error(`expected console.error matching ${missing.join(', ')} was not printed`);
}

// React passes format strings ("The tag <%s> is unrecognized...") with their values apart.
const formatArg = (arg: unknown) =>
  arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg);
