/** /admin/cod: the owner's cash-on-delivery rules and the PIN codes where it is refused (issue 27). */
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../components/page-header';
import { CodPincodesPanel } from './cod-pincodes-panel';
import { CodSettingsPanel } from './cod-settings-form';

export default function CodSettingsPage() {
  return (
    <>
      <PageHeader
        title="Cash on delivery"
        description="Who may pay the courier, and for what. Checkout refuses COD with the rule that failed."
        actions={
          <Link
            to="/admin/cod/report"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            COD report
          </Link>
        }
      />
      <div className="grid max-w-5xl grid-cols-1 gap-6 lg:grid-cols-2">
        <CodSettingsPanel />
        <CodPincodesPanel />
      </div>
    </>
  );
}
