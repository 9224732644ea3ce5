/**
 * Whether this instance wants new traffic. Shutdown drains it first (GET /api/ready turns 503), so
 * the load balancer stops sending requests before the server stops accepting them.
 */
export type Readiness = { readonly draining: boolean; drain: () => void };

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain: () => {
      draining = true;
    },
  };
}
