import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex } from 'antd';
import { Page } from '@/lib/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccountId } from '@/stores/session-store';
import { useMyRequests } from '../api/my-requests';
import { ListState } from '@/lib/list-state';
import { RequestCard } from '../components/request-card';
import { SourcingForm } from '../components/sourcing-form';
import { StatusFilter, readStatus } from '../components/status-filter';

/** Market → Sourcing requests: the seller asks the team to find a product and follows the answers. */
export default function SourcingPage() {
  const { t } = useTranslation();
  const userId = useAccountId();
  const [params, setParams] = useSearchParams();
  const status = readStatus(params);
  // A notification leads here with ?id=: that request is shown opened.
  const focus = params.get('id');
  const list = useMyRequests(userId, status);
  const [posting, setPosting] = useState(false);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Page
      frame="cards"
      title={t('menu.sourcing')}
      subtitle={t('sourcing.intro')}
      extra={
        posting ? null : (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setPosting(true)}>
            {t('sourcing.post')}
          </Button>
        )
      }
    >
      {posting ? (
        <Card title={t('sourcing.form.title')}>
          <SourcingForm userId={userId} onDone={() => setPosting(false)} />
        </Card>
      ) : null}
      <Card>
        <StatusFilter
          value={status}
          onChange={(next) => setParams(next ? { status: next } : {}, { replace: true })}
          style={{ marginBottom: 16 }}
        />
        <ListState
          query={list}
          empty={
            <Empty description={t(status ? 'sourcing.emptyFiltered' : 'sourcing.empty')}>
              {status || posting ? null : (
                <Button type="primary" onClick={() => setPosting(true)}>
                  {t('sourcing.post')}
                </Button>
              )}
            </Empty>
          }
          count={items.length}
        >
          <Flex vertical gap={12} role="list" aria-label={t('sourcing.listLabel')}>
            {items.map((r) => (
              <div role="listitem" key={r.id}>
                <RequestCard request={r} focused={r.id === focus} />
              </div>
            ))}
          </Flex>
        </ListState>
      </Card>
    </Page>
  );
}
