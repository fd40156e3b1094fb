import { Button, Flex, Select } from 'antd';
import { RECHARGE_METHODS, RECHARGE_STATUSES, type RechargeMethod, type RechargeStatus } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import type { RechargeFilter } from '../api/recharge-keys';

/** What the admin page opens on: bank transfers that sellers confirmed, waiting for a decision. */
export const REVIEW_QUEUE: RechargeFilter = { status: 'submitted', method: 'bank' };

const ALL = 'all';
const isStatus = (v: string | null): v is RechargeStatus => (RECHARGE_STATUSES as readonly (string | null)[]).includes(v);
const isMethod = (v: string | null): v is RechargeMethod => (RECHARGE_METHODS as readonly (string | null)[]).includes(v);

/** The filters live in the address (`?status=all&method=card`); none means the review queue. */
export function readFilter(params: URLSearchParams): RechargeFilter {
  const status = params.get('status');
  const method = params.get('method');
  return {
    status: status === null ? REVIEW_QUEUE.status : isStatus(status) ? status : null,
    method: method === null ? REVIEW_QUEUE.method : isMethod(method) ? method : null,
  };
}

/** The address of a filter: the review queue is the bare page, "all" is written out. */
export function filterParams(f: RechargeFilter): Record<string, string> {
  if (f.status === REVIEW_QUEUE.status && f.method === REVIEW_QUEUE.method) return {};
  return { status: f.status ?? ALL, method: f.method ?? ALL };
}

export const isReviewQueue = (f: RechargeFilter) => f.status === REVIEW_QUEUE.status && f.method === REVIEW_QUEUE.method;

interface Props {
  value: RechargeFilter;
  onChange: (next: RechargeFilter) => void;
}

/** Status and method pickers, and the way back to the review queue. */
export function AdminFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap align="center">
      <Select<string>
        aria-label={t('recharge.admin.filters.status')}
        value={value.status ?? ALL}
        onChange={(v) => onChange({ ...value, status: isStatus(v) ? v : null })}
        style={{ width: 200 }}
        options={[
          { value: ALL, label: t('recharge.admin.filters.allStatuses') },
          ...RECHARGE_STATUSES.map((s) => ({ value: s, label: t(`recharge.status.${s}`) })),
        ]}
      />
      <Select<string>
        aria-label={t('recharge.admin.filters.method')}
        value={value.method ?? ALL}
        onChange={(v) => onChange({ ...value, method: isMethod(v) ? v : null })}
        style={{ width: 180 }}
        options={[
          { value: ALL, label: t('recharge.admin.filters.allMethods') },
          ...RECHARGE_METHODS.map((m) => ({ value: m, label: t(`recharge.method.${m}`) })),
        ]}
      />
      {isReviewQueue(value) ? null : <Button onClick={() => onChange(REVIEW_QUEUE)}>{t('recharge.admin.filters.queue')}</Button>}
    </Flex>
  );
}
