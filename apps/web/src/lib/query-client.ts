/** TanStack Query clients: route loaders use one to start fetches before page code arrives. */
import { QueryClient } from '@tanstack/react-query';

/** A client with the shop's defaults: the browser keeps one; the server makes one per request. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });

/** The browser's client. */
export const queryClient = createQueryClient();
