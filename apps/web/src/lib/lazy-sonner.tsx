/**
 * Stands in for 'sonner' in the production bundle (see vite.config.ts), so the toast library is
 * not part of the first download (home page JS budget: bench/budgets.json). It has the same
 * `toast` and `Toaster` API: the real library loads when the browser is idle, or at the first
 * toast, and toasts raised before that are shown as soon as the real Toaster listens.
 */
import { useEffect, useState, type ComponentProps } from 'react';
import type * as Sonner from 'sonner';

type SonnerModule = typeof Sonner;
type ToastApi = SonnerModule['toast'];
type Options = { id?: string | number } & Record<string, unknown>;

let loaded: SonnerModule | undefined;
let loading: Promise<SonnerModule> | undefined;
const load = () => (loading ??= import('sonner-real').then((m) => (loaded = m as SonnerModule)));

let listening = false;
let markListening: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markListening = () => {
    listening = true;
    resolve();
  };
});

let counter = 0;

/** Runs a toast call now if the real Toaster listens, else once it does; returns the toast's id. */
function call(method: string | null, args: unknown[]): string | number | undefined {
  const run = (api: ToastApi) => {
    const target = method
      ? (api as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!
      : (api as unknown as (...a: unknown[]) => unknown);
    return target(...args) as string | number | undefined;
  };
  if (loaded && listening) return run(loaded.toast);
  if (method !== 'dismiss') {
    // Fix the id now, so the caller can update or dismiss the toast before it is shown.
    const options = (args[1] ?? {}) as Options;
    args[1] = { ...options, id: options.id ?? `toast-${++counter}` };
  }
  void Promise.all([load(), ready]).then(([m]) => run(m.toast));
  return method === 'dismiss' ? undefined : (args[1] as Options).id;
}

export const toast: ToastApi = new Proxy(
  ((...args: unknown[]) => call(null, args)) as unknown as ToastApi,
  {
    get:
      (_target, method: string) =>
      (...args: unknown[]) =>
        call(method, args),
  },
);

export function Toaster(props: ComponentProps<SonnerModule['Toaster']>) {
  const [Real, setReal] = useState(() => loaded?.Toaster);
  useEffect(() => {
    if (Real) return;
    let live = true;
    const start = () => void load().then((m) => live && setReal(() => m.Toaster));
    const idle =
      window.requestIdleCallback?.(start, { timeout: 3000 }) ?? window.setTimeout(start, 1500);
    return () => {
      live = false;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [Real]);
  // Effects run child-first: the real Toaster has subscribed by the time this runs.
  useEffect(() => {
    if (Real) markListening();
  }, [Real]);
  return Real ? <Real {...props} /> : null;
}
