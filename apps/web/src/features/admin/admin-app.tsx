/**
 * /admin/*: the shop owner's back office. A lazy chunk of its own (shoppers never download it),
 * with nested routes; each section is split again so the chart library loads only on the dashboard.
 */
import { lazy } from 'react';
import { Link, Route, Routes } from 'react-router';
import { AdminGuard } from './components/admin-guard';
import { AdminLayout } from './components/admin-layout';
import { PageHeader } from './components/page-header';

const DashboardPage = lazy(() => import('./dashboard/dashboard-page'));
const ProductsPage = lazy(() => import('./products/products-page'));
const ProductEditPage = lazy(() => import('./products/product-edit-page'));
const CatalogueCsvPage = lazy(() => import('./products/catalogue-csv-page'));
const OrdersPage = lazy(() => import('./orders/orders-page'));
const OrderDetailPage = lazy(() => import('./orders/order-detail-page'));
const PostsPage = lazy(() => import('./posts/posts-page'));
const PostEditPage = lazy(() => import('./posts/post-edit-page'));
const MessagesPage = lazy(() => import('./inbox/messages-page'));
const SubscribersPage = lazy(() => import('./inbox/subscribers-page'));
const ReviewsPage = lazy(() => import('./inbox/reviews-page'));
const ShippingPage = lazy(() => import('./shipping/shipping-page'));
const PricingPage = lazy(() => import('./pricing/pricing-page'));
const ActivityPage = lazy(() => import('./activity/activity-page'));
const CodSettingsPage = lazy(() => import('./cod/cod-settings-page'));
const CodReportPage = lazy(() => import('./cod/cod-report-page'));
const AbandonedCheckoutsPage = lazy(() => import('./abandoned-checkouts/abandoned-checkouts-page'));
const DiscountsPage = lazy(() => import('./discounts/discounts-page'));
const DiscountEditPage = lazy(() => import('./discounts/discount-edit-page'));
const GiftCardsPage = lazy(() => import('./gift-cards/gift-cards-page'));
const GiftCardIssuePage = lazy(() => import('./gift-cards/gift-card-issue-page'));
const GiftCardPage = lazy(() => import('./gift-cards/gift-card-page'));
const CustomersPage = lazy(() => import('./customers/customers-page'));
const CustomerPage = lazy(() => import('./customers/customer-page'));
const SegmentsPage = lazy(() => import('./customers/segments-page'));

export default function AdminApp() {
  return (
    <AdminGuard>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="products/new" element={<ProductEditPage />} />
          <Route path="products/import" element={<CatalogueCsvPage />} />
          <Route path="products/:id" element={<ProductEditPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:id" element={<OrderDetailPage />} />
          <Route path="posts" element={<PostsPage />} />
          <Route path="posts/new" element={<PostEditPage />} />
          <Route path="posts/:id" element={<PostEditPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="subscribers" element={<SubscribersPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="shipping" element={<ShippingPage />} />
          <Route path="pricing" element={<PricingPage />} />
          <Route path="cod" element={<CodSettingsPage />} />
          <Route path="cod/report" element={<CodReportPage />} />
          <Route path="abandoned-checkouts" element={<AbandonedCheckoutsPage />} />
          <Route path="discounts" element={<DiscountsPage />} />
          <Route path="discounts/new" element={<DiscountEditPage />} />
          <Route path="discounts/:id" element={<DiscountEditPage />} />
          <Route path="gift-cards" element={<GiftCardsPage />} />
          <Route path="gift-cards/new" element={<GiftCardIssuePage />} />
          <Route path="gift-cards/:id" element={<GiftCardPage />} />
          <Route path="customers" element={<CustomersPage />} />
          <Route path="customers/segments" element={<SegmentsPage />} />
          <Route path="customers/:id" element={<CustomerPage />} />
          <Route path="activity" element={<ActivityPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </AdminGuard>
  );
}

function AdminNotFound() {
  return (
    <>
      <PageHeader title="Page Not Found" />
      <p className="text-stone-700">
        This admin page does not exist.{' '}
        <Link to="/admin" className="font-medium text-brand-800 underline underline-offset-4">
          Go to the dashboard
        </Link>
      </p>
    </>
  );
}
