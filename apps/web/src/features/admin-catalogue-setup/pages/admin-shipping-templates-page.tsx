import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import type { ShippingTemplateSummary } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { LoadState } from '@/lib/load-state';
import { useCountries } from '@/lib/regions/countries';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplate } from '../api/get-template';
import { useTemplates } from '../api/list-templates';
import { useMethods } from '../api/shipping-methods';
import { TemplateEditor } from '../components/template-editor';
import { TemplateList } from '../components/template-list';

/** `?template=new` or `?template=<id>` opens the editor (a link can name it); without it, the list. */
function editing(params: URLSearchParams): number | 'new' | null {
  const raw = params.get('template');
  if (raw === 'new') return 'new';
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

/** Admin → Shipping templates: what shipping costs by method and destination for the products on each template. */
export default function AdminShippingTemplatesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const open = editing(params);
  const list = useTemplates();
  const template = useTemplate(typeof open === 'number' ? open : null);
  const methods = useMethods();
  const countries = useCountries();
  const remove = useDeleteTemplate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const show = (id: number | 'new' | null) => {
    setRefusal(null);
    setParams(id === null ? {} : { template: String(id) });
  };

  const confirmDelete = (r: ShippingTemplateSummary) => {
    setRefusal(null);
    feedback.modal.confirm({
      title: t('catalogueSetup.template.deleteTitle', { name: r.name }),
      content: t('catalogueSetup.template.deleteText'),
      okText: t('catalogueSetup.delete'),
      okButtonProps: { danger: true },
      cancelText: t('catalogueSetup.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(r.id);
          feedback.message.success(t('catalogueSetup.template.deleted', { name: r.name }));
        } catch (err) {
          setRefusal(errorText(err));
        }
      },
    });
  };

  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => show('new')}>
      {t('catalogueSetup.template.add')}
    </Button>
  );
  const skeleton = <Skeleton active paragraph={{ rows: 8 }} />;
  const editorQueries = [methods, countries, ...(typeof open === 'number' ? [template] : [])];

  return (
    <Card>
      <Flex justify="space-between" align="start" wrap gap={16}>
        <div>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {t('menu.adminShippingTemplates')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('catalogueSetup.template.intro')}</Typography.Paragraph>
        </div>
        {open === null && list.data ? addButton : null}
        {open !== null ? (
          <Button icon={<ArrowLeftOutlined />} onClick={() => show(null)}>
            {t('catalogueSetup.template.back')}
          </Button>
        ) : null}
      </Flex>
      {open === null ? (
        <LoadState queries={[list]} skeleton={skeleton}>
          {() => (
            <>
              {refusal ? (
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  closable={{ onClose: () => setRefusal(null) }}
                  title={refusal}
                  style={{ marginBottom: 16 }}
                />
              ) : null}
              {list.data?.length ? (
                <TemplateList items={list.data} onEdit={show} onDelete={confirmDelete} />
              ) : (
                <Empty description={t('catalogueSetup.template.empty')}>{addButton}</Empty>
              )}
            </>
          )}
        </LoadState>
      ) : (
        <LoadState queries={editorQueries} skeleton={skeleton}>
          {() => (
            <TemplateEditor
              key={open === 'new' ? 'new' : `${open}/${template.data?.updatedAt ?? ''}`}
              template={open === 'new' ? null : (template.data ?? null)}
              methods={methods.data ?? []}
              countries={countries.data ?? []}
              onSaved={(saved) => show(saved.id)}
              onClose={() => show(null)}
            />
          )}
        </LoadState>
      )}
    </Card>
  );
}
