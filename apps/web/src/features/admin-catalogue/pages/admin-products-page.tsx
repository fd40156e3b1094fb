import { PictureOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  Button,
  Empty,
  Flex,
  Image,
  Input,
  Segmented,
  Select,
  Switch,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { PRODUCT_STATUSES, type AdminProductRow, type ProductStatus } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { feedback } from '@/lib/feedback';
import { formatDateTime, formatMoney } from '@/lib/format';
import { ListState } from '@/lib/list-state';
import { Page } from '@/lib/page';
import { useProductList } from '../api/list-products';
import { useLookups } from '../api/lookups';
import { useSetProductStatus } from '../api/set-status';
import { categoryOptions } from '../components/product-fields';
import shared from '@/lib/shared.module.css';

const isStatus = (v: string | null): v is ProductStatus => v !== null && (PRODUCT_STATUSES as readonly string[]).includes(v);

/** Admin → Products: the catalogue searched by title or SKU, filtered by status; switch a product on or off, edit it. */
export default function AdminProductsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : null;
  const category = params.get('category');
  const lookups = useLookups();
  const list = useProductList({ q, status, category });
  const setStatus = useSetProductStatus();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  const update = (next: { q?: string; status?: ProductStatus | null; category?: string | null }) => {
    const merged = { q, status, category, ...next };
    const out: Record<string, string> = {};
    if (merged.q) out.q = merged.q;
    if (merged.status) out.status = merged.status;
    if (merged.category) out.category = merged.category;
    setParams(out, { replace: true });
  };

  const toggle = (row: AdminProductRow, on: boolean) =>
    setStatus.mutate(
      { id: row.id, status: on ? 'active' : 'inactive' },
      {
        onSuccess: () =>
          void feedback.message.success(t(on ? 'adminCatalogue.list.activated' : 'adminCatalogue.list.deactivated')),
      },
    );

  const money = (cents: number) => formatMoney(cents, i18n.language);
  const columns: TableColumnsType<AdminProductRow> = [
    {
      key: 'image',
      width: 64,
      render: (_v, r) =>
        r.image ? (
          <Image src={r.image} alt="" width={44} height={44} preview={false} className={shared.thumb} />
        ) : (
          <PictureOutlined aria-hidden style={{ fontSize: 24, opacity: 0.4 }} />
        ),
    },
    {
      title: t('adminCatalogue.list.product'),
      key: 'title',
      ellipsis: true,
      render: (_v, r) => (
        <Flex vertical>
          <Link to={`/admin/products/${r.id}`}>{r.title}</Link>
          <Typography.Text type="secondary">
            #{r.id} · {r.categoryName}
            {r.visibility === 'private' ? (
              <Tag style={{ marginInlineStart: 8 }}>{t('adminCatalogue.visibility.private')}</Tag>
            ) : null}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('adminCatalogue.list.cost'),
      key: 'cost',
      width: 150,
      render: (_v, r) => (r.costMin === r.costMax ? money(r.costMin) : `${money(r.costMin)} – ${money(r.costMax)}`),
    },
    {
      title: t('adminCatalogue.list.stock'),
      dataIndex: 'stock',
      width: 90,
      render: (v: number) => new Intl.NumberFormat(i18n.language).format(v),
    },
    { title: t('adminCatalogue.list.variants'), dataIndex: 'variantCount', width: 90 },
    {
      title: t('adminCatalogue.list.updated'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (v: string) => formatDateTime(v, i18n.language),
    },
    {
      title: t('adminCatalogue.list.active'),
      key: 'active',
      width: 90,
      render: (_v, r) => (
        <Switch
          checked={r.status === 'active'}
          loading={setStatus.isPending && setStatus.variables?.id === r.id}
          aria-label={t('adminCatalogue.list.activeOf', { title: r.title })}
          onChange={(on) => toggle(r, on)}
        />
      ),
    },
  ];

  return (
    <Page
      title={t('menu.adminProducts')}
      extra={
        <>
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => void navigate('/admin/imports')}>
            {t('adminCatalogue.list.import')}
          </Button>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => void navigate('/admin/products/new')}>
            {t('adminCatalogue.list.new')}
          </Button>
        </>
      }
    >
      <Flex wrap gap={12}>
        <Input.Search
          key={q}
          defaultValue={q}
          allowClear
          placeholder={t('adminCatalogue.list.searchPlaceholder')}
          aria-label={t('adminCatalogue.list.search')}
          style={{ maxWidth: 360 }}
          onSearch={(value) => update({ q: value.trim() })}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={category ?? undefined}
          placeholder={t('adminCatalogue.list.allCategories')}
          aria-label={t('adminCatalogue.list.categoryFilter')}
          style={{ minWidth: 240 }}
          options={categoryOptions(lookups.data?.categories ?? [])}
          onChange={(v?: string) => update({ category: v ?? null })}
        />
        <Segmented<ProductStatus | 'all'>
          aria-label={t('adminCatalogue.list.statusFilter')}
          value={status ?? 'all'}
          onChange={(v) => update({ status: v === 'all' ? null : v })}
          options={[
            { value: 'all', label: t('adminCatalogue.list.all') },
            ...PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`adminCatalogue.status.${s}`) })),
          ]}
        />
      </Flex>
      <ListState
        query={list}
        count={items.length}
        rows={6}
        empty={
          <Empty description={q || status || category ? t('adminCatalogue.list.noMatch') : t('adminCatalogue.list.empty')} />
        }
      >
        <Table<AdminProductRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={items}
          pagination={false}
          scroll={{ x: 900 }}
          aria-label={t('menu.adminProducts')}
        />
      </ListState>
    </Page>
  );
}
