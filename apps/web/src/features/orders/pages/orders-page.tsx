import { OrdersView } from '../components/orders-view';

/** /orders: the orders the seller's stores sent, by status, to pay and follow. */
export default function OrdersPage() {
  return <OrdersView source="store" />;
}
