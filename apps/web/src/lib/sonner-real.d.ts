// The real toast library under a second name, so lib/lazy-sonner.tsx can load it (vite.config.ts).
declare module 'sonner-real' {
  export * from 'sonner';
}
