/**
 * The aggregator the configuration names (record 058), as the payment gateway is chosen: Shiprocket
 * with its account, the sandbox by default off production, none when a deployed shop has no
 * account (it must not book fake shipments).
 */
import type { ShippingConfig } from '../../shipping-config';
import type { ShippingAggregator } from './aggregator';
import { createShiprocketAggregator } from './shiprocket';
import { createSandboxAggregator } from './shiprocket-sandbox';

export function chooseAggregator(
  config: ShippingConfig,
  fetchImpl: typeof fetch = fetch,
): ShippingAggregator | null {
  if (config.aggregator === 'sandbox') return createSandboxAggregator();
  if (config.aggregator === 'shiprocket' && config.shiprocket)
    return createShiprocketAggregator({ ...config.shiprocket, fetchImpl });
  return null;
}
