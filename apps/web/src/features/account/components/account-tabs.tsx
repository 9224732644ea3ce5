/** 'Profile' and 'Order History' as Radix tabs, driven by ?query= (anything but orders is Profile). */
import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import type { SessionUser } from '../../../lib/session';
import { OrdersTab } from './orders-tab';
import { PrivacySection } from './privacy-section';
import { ProfileForm } from './profile-form';
import { StoreCreditSection } from './store-credit-section';

type AccountTab = 'profile' | 'orders';

const trigger =
  '-mb-px shrink-0 border-b-2 border-transparent px-1 pb-3 text-sm font-medium whitespace-nowrap text-stone-600 transition-colors hover:text-brand-800 ' +
  'data-[state=active]:border-brand-700 data-[state=active]:text-brand-900';
const panel =
  'pt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700';

export function AccountTabs({ user }: { user: SessionUser }) {
  const [params, setParams] = useSearchParams();
  const tab: AccountTab = params.get('query') === 'orders' ? 'orders' : 'profile';
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('query', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Tabs.Root value={tab} onValueChange={select} className="mt-6">
      <Tabs.List aria-label="My account" className="flex gap-6 border-b border-sand-200">
        <Tabs.Trigger value="profile" className={trigger}>
          Profile
        </Tabs.Trigger>
        <Tabs.Trigger value="orders" className={trigger}>
          Order History
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="profile" className={panel}>
        {/* Keyed by user so a different sign-in never shows the previous shopper's values. */}
        <ProfileForm key={user._id} user={user} />
        <StoreCreditSection />
        <PrivacySection user={user} />
      </Tabs.Content>
      <Tabs.Content value="orders" className={panel}>
        <OrdersTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
