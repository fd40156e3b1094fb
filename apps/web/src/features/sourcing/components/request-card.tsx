import { Button, Card, Collapse, Flex, Typography } from 'antd';
import { canMoveSourcing, type SourcingRequest } from '@dropport/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { useCancelRequest } from '../api/cancel-request';
import { RequestHistory } from './request-history';
import { RequestSummary } from './request-summary';
import { StatusTag } from './status-tag';

/** A short name for a request: the start of its description, else its link's host and path. */
export function requestTitle(r: SourcingRequest): string {
  if (r.description) return r.description.length > 80 ? `${r.description.slice(0, 79)}…` : r.description;
  try {
    const url = new URL(r.productUrl ?? '');
    return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return r.productUrl ?? '';
  }
}

interface Props {
  request: SourcingRequest;
  /** Opened from a notification: shown with its history and scrolled to. */
  focused: boolean;
}

/** One of the seller's requests: what was asked, the answer, the history, and cancel while it is open. */
export function RequestCard({ request: r, focused }: Props) {
  const { t } = useTranslation();
  const cancel = useCancelRequest(r.userId);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [focused]);

  const confirmCancel = () =>
    feedback.modal.confirm({
      title: t('sourcing.card.cancelTitle'),
      content: t('sourcing.card.cancelText'),
      okText: t('sourcing.card.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('sourcing.card.keep'),
      onOk: async () => {
        await cancel.mutateAsync(r.id);
        feedback.message.success(t('sourcing.card.cancelled'));
      },
    });

  return (
    <Card
      ref={ref}
      size="small"
      role="article"
      aria-label={requestTitle(r)}
      style={focused ? { borderColor: '#165DFF' } : undefined}
      title={
        <Typography.Text strong ellipsis>
          {requestTitle(r)}
        </Typography.Text>
      }
      extra={<StatusTag status={r.status} />}
    >
      <RequestSummary
        request={r}
        productPath={(id) => `/privateProducts/${id}`}
        showDescription={r.description !== requestTitle(r)}
      />
      <Flex justify="space-between" align="flex-start" gap={8} wrap style={{ marginTop: 8 }}>
        <Collapse
          ghost
          size="small"
          style={{ flex: '1 1 320px' }}
          defaultActiveKey={focused ? ['history'] : []}
          items={[
            {
              key: 'history',
              label: t('sourcing.history.title'),
              children: <RequestHistory userId={r.userId} id={r.id} />,
            },
          ]}
        />
        {canMoveSourcing(r.status, 'cancelled') ? (
          <Button danger loading={cancel.isPending} onClick={confirmCancel}>
            {t('sourcing.card.cancel')}
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}
