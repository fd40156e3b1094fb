import { ShippedOrdersView } from '../components/shipped-orders-view';

/** /orders/shipped: the store orders on their way or delivered, with their tracking. */
export default function ShippedOrdersPage() {
  return <ShippedOrdersView source="store" />;
}
