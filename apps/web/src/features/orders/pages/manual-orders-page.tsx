import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { OrderSummary } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateManualOrderDrawer } from '../components/create-manual-order-drawer';
import { ImportOrdersModal } from '../components/import-orders-modal';
import { OrdersView } from '../components/orders-view';
import { PayOrdersDialog } from '../components/pay-orders-dialog';

/** /manualOrders: the orders the seller writes (one at a time or from a CSV), by status, to pay and follow. */
export default function ManualOrdersPage() {
  const { t } = useTranslation();
  // Each opening starts a fresh form: the count keys the drawer and the modal (their close still animates).
  const [creating, setCreating] = useState({ open: false, n: 0 });
  const [importing, setImporting] = useState({ open: false, n: 0 });
  const [paying, setPaying] = useState<OrderSummary[] | null>(null);
  const startCreate = () => setCreating((s) => ({ open: true, n: s.n + 1 }));

  return (
    <>
      <OrdersView
        source="manual"
        extra={
          <>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={startCreate}>
              {t('orders.manual.create.button')}
            </Button>
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting((s) => ({ open: true, n: s.n + 1 }))}>
              {t('orders.manual.import.button')}
            </Button>
          </>
        }
        emptyAction={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={startCreate}>
            {t('orders.manual.create.first')}
          </Button>
        }
      />
      <CreateManualOrderDrawer
        key={`create-${creating.n}`}
        open={creating.open}
        onClose={() => setCreating((s) => ({ ...s, open: false }))}
        onPay={(order) => {
          setCreating((s) => ({ ...s, open: false }));
          setPaying([order]);
        }}
      />
      <ImportOrdersModal
        key={`import-${importing.n}`}
        open={importing.open}
        onClose={() => setImporting((s) => ({ ...s, open: false }))}
      />
      <PayOrdersDialog source="manual" orders={paying} onClose={() => setPaying(null)} />
    </>
  );
}
