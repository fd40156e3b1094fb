import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty } from 'antd';
import type { ShippingTemplateSummary } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { LoadState } from '@/lib/load-state';
import { Page } from '@/lib/page';
import { useCountries } from '@/lib/regions/countries';
import { shippingMethodsQueryOptions } from '@/features/shipping';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplate } from '../api/get-template';
import { useTemplates } from '../api/list-templates';
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
  const methods = useQuery(shippingMethodsQueryOptions());
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
  const editorQueries = [methods, countries, ...(typeof open === 'number' ? [template] : [])];

  return (
    <Page
      title={t('menu.adminShippingTemplates')}
      subtitle={t('catalogueSetup.template.intro')}
      extra={
        open !== null ? (
          <Button icon={<ArrowLeftOutlined />} onClick={() => show(null)}>
            {t('catalogueSetup.template.back')}
          </Button>
        ) : list.data ? (
          addButton
        ) : null
      }
    >
      {open === null ? (
        <LoadState queries={[list]} rows={8}>
          {(templates) => (
            <>
              {refusal ? (
                <Alert type="error" showIcon role="alert" closable={{ onClose: () => setRefusal(null) }} title={refusal} />
              ) : null}
              {templates.length ? (
                <TemplateList items={templates} onEdit={show} onDelete={confirmDelete} />
              ) : (
                <Empty description={t('catalogueSetup.template.empty')}>{addButton}</Empty>
              )}
            </>
          )}
        </LoadState>
      ) : (
        <LoadState queries={editorQueries} rows={8}>
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
    </Page>
  );
}
