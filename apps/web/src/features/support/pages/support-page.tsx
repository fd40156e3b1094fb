import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { TicketDetail } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/lib/page';
import { NewTicketDrawer } from '../components/new-ticket-drawer';
import { readStatus, StatusFilter } from '../components/status-filter';
import { TicketDrawer } from '../components/ticket-drawer';
import { TicketsList } from '../components/tickets-list';

/**
 * Home → Support tickets: the seller's questions to support and their answers. The address holds what is shown:
 * `?status=` filters the list, `?id=` opens a ticket (notifications lead there), `?new=1` the form for a new one, and
 * `?orderId=` (from an order) opens that form about the order.
 */
export default function SupportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = readStatus(params);
  const open = params.get('id');
  const orderId = params.get('orderId');
  const writing = open === null && (params.get('new') === '1' || orderId !== null);

  /** The address with some keys changed (null removes one), the status filter kept. */
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    return next;
  };
  const linkTo = (id: string) => `/home/support-ticket?${withParams({ id, new: null, orderId: null }).toString()}`;
  const startNew = () => setParams(withParams({ new: '1', id: null }));
  const newButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={startNew}>
      {t('support.new.open')}
    </Button>
  );

  return (
    <Page
      frame="cards"
      title={t('menu.supportTicket')}
      subtitle={t('support.intro')}
      extra={newButton}
      head={
        <StatusFilter
          value={status}
          onChange={(next) => setParams(withParams({ status: next }), { replace: true })}
          style={{ marginTop: 8 }}
        />
      }
    >
      <Card>
        <TicketsList status={status} focus={open} linkTo={linkTo} emptyAction={newButton} />
      </Card>
      <NewTicketDrawer
        open={writing}
        orderId={orderId}
        onClose={() => setParams(withParams({ new: null, orderId: null }))}
        onCreated={(saved: TicketDetail) => setParams(withParams({ new: null, orderId: null, id: saved.id }))}
      />
      <TicketDrawer id={open} onClose={() => setParams(withParams({ id: null }))} />
    </Page>
  );
}
