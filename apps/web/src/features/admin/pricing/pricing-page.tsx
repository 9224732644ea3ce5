/** /admin/pricing: the GST rate of each HSN code and how converted prices are rounded. */
import { PageHeader } from '../components/page-header';
import { GstRatesPanel } from './gst-rates-panel';
import { RoundingPanel } from './rounding-panel';

export default function PricingPage() {
  return (
    <>
      <PageHeader title="GST rates and rounding" />
      <div className="grid max-w-5xl grid-cols-1 gap-6 lg:grid-cols-2">
        <GstRatesPanel />
        <RoundingPanel />
      </div>
    </>
  );
}
