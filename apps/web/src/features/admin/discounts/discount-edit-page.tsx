/** /admin/discounts/new and /admin/discounts/:id: the discount form, its figures and bulk codes. */
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../components/badge';
import { PageHeader } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { useDiscount, type AdminDiscount } from './api/discounts';
import { BulkCodesPanel } from './bulk-codes-panel';
import { DiscountForm } from './discount-form';
import { describeOffer, describeUses, rupees, STATUS_BADGES } from './discount-words';

const BACK = { to: '/admin/discounts', label: 'Discounts' };

export default function DiscountEditPage() {
  const { id } = useParams();
  return id ? <EditDiscount id={id} /> : <NewDiscount />;
}

function NewDiscount() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="New discount" back={BACK} />
      <div className="max-w-3xl">
        <DiscountForm
          onSaved={(saved) => {
            toast.success(`“${saved.name}” created.`);
            void navigate(BACK.to);
          }}
        />
      </div>
    </>
  );
}

function EditDiscount({ id }: { id: string }) {
  const discount = useDiscount(id);
  if (!discount.data)
    return (
      <>
        <PageHeader title="Discount" back={BACK} />
        {discount.data === null ? (
          <p role="alert" className="text-stone-700">
            This discount could not be found.
          </p>
        ) : (
          <QueryStatus
            isPending={discount.isPending}
            error={discount.error}
            retry={() => void discount.refetch()}
            label="This discount"
          />
        )}
      </>
    );
  return <DiscountEditor discount={discount.data} />;
}

function DiscountEditor({ discount: d }: { discount: AdminDiscount }) {
  const status = STATUS_BADGES[d.status];
  return (
    <>
      <PageHeader
        title={d.name}
        back={BACK}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={status.tone}>{status.label}</Badge>
            {describeOffer(d)} · used {describeUses(d.uses, d.usageCap)} · {rupees(d.discountGiven)}{' '}
            given · {rupees(d.revenue)} revenue
          </span>
        }
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        {/* Keyed by id: moving to another discount starts a fresh form. */}
        <DiscountForm
          key={d.id}
          discount={d}
          onSaved={(saved) => toast.success(`“${saved.name}” saved.`)}
        />
        <div>
          <BulkCodesPanel discount={d} />
        </div>
      </div>
    </>
  );
}
