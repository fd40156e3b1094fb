import { ShippedOrdersView } from '../components/shipped-orders-view';

/** /manualOrders/shipped: the seller's own orders on their way or delivered, with their tracking. */
export default function ManualShippedOrdersPage() {
  return <ShippedOrdersView source="manual" />;
}
