/**
 * The "stop these" link of a restock mail names its alert, sealed with the server's secret: no
 * token column, and nobody can forget another shopper's request by guessing ids.
 */
import { createSecretBox } from '../../lib/secret-box';
import { isUuid } from '../../lib/ids';

export function createStopTokens(serverSecret: string) {
  const box = createSecretBox(serverSecret, 'stock-alert-stop');
  return {
    issue: (alertId: string) => box.seal(alertId),
    /** The alert's id, or null for a token this server did not issue. */
    read(token: string): string | null {
      const id = box.open(token);
      return id && isUuid(id) ? id : null;
    },
  };
}

export type StopTokens = ReturnType<typeof createStopTokens>;
