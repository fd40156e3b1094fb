import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty } from 'antd';
import type { AdminCategory } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { LoadState } from '@/lib/load-state';
import { Page } from '@/lib/page';
import { useLocale } from '@/lib/use-locale';
import { useDeleteCategory } from '../api/delete-category';
import { useAdminCategories } from '../api/list-categories';
import { CategoryFormModal, type CategoryEdit } from '../components/category-form-modal';
import { CategoryTable } from '../components/category-table';
import { nameIn } from '../components/category-values';

/** Admin → Categories: the tree the market files products in, named in three languages; add, edit, move, delete. */
export default function AdminCategoriesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useAdminCategories();
  const remove = useDeleteCategory();
  const [edit, setEdit] = useState<CategoryEdit | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const items = list.data ?? [];

  const confirmDelete = (c: AdminCategory) => {
    setRefusal(null);
    feedback.modal.confirm({
      title: t('catalogueSetup.category.deleteTitle', { name: nameIn(c, locale) }),
      content: t('catalogueSetup.category.deleteText'),
      okText: t('catalogueSetup.delete'),
      okButtonProps: { danger: true },
      cancelText: t('catalogueSetup.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(c.id);
          feedback.message.success(t('catalogueSetup.category.deleted', { name: nameIn(c, locale) }));
        } catch (err) {
          setRefusal(errorText(err));
        }
      },
    });
  };

  const addTop = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdit({ kind: 'create', parentId: null })}>
      {t('catalogueSetup.category.addTop')}
    </Button>
  );

  return (
    <Page title={t('menu.adminCategories')} subtitle={t('catalogueSetup.category.intro')} extra={list.data ? addTop : null}>
      {refusal ? (
        <Alert type="error" showIcon role="alert" closable={{ onClose: () => setRefusal(null) }} title={refusal} />
      ) : null}
      <LoadState queries={[list]} rows={8}>
        {(categories) =>
          categories.length === 0 ? (
            <Empty description={t('catalogueSetup.category.empty')}>{addTop}</Empty>
          ) : (
            <CategoryTable
              items={categories}
              onAddChild={(parent) => setEdit({ kind: 'create', parentId: parent.id })}
              onEdit={(category) => setEdit({ kind: 'edit', category })}
              onDelete={confirmDelete}
            />
          )
        }
      </LoadState>
      {edit ? <CategoryFormModal edit={edit} items={items} onClose={() => setEdit(null)} /> : null}
    </Page>
  );
}
