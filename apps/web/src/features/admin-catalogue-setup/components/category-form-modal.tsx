import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import { CATEGORY_NAME_MAX, CATEGORY_SORT_MAX, CategoryCreate, type AdminCategory } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { isApiError } from '@/lib/http';
import { useLocale } from '@/lib/use-locale';
import { useSaveCategory } from '../api/save-category';
import { nameIn, parentChoices, slugFrom } from './category-values';

/** What the modal is for: a new category (under a parent, or at the top) or a change to one. */
export type CategoryEdit = { kind: 'create'; parentId: string | null } | { kind: 'edit'; category: AdminCategory };

interface Values {
  id?: string;
  nameEn: string;
  nameEs: string;
  namePt: string;
  parentId?: string | null;
  sort?: number | null;
}

type Field = keyof Values;
const FIELDS: Field[] = ['id', 'nameEn', 'nameEs', 'namePt', 'parentId', 'sort'];
const FIELD_OF_CODE: Record<string, Field> = {
  CATEGORY_TAKEN: 'id',
  CATEGORY_UNKNOWN: 'parentId',
  CATEGORY_CYCLE: 'parentId',
  CATEGORY_TOO_DEEP: 'parentId',
};

/** The field a refusal is about, or null when it concerns the whole category. */
function fieldOf(error: unknown): Field | null {
  if (!isApiError(error)) return null;
  const named = error.code === 'VALIDATION_FAILED' ? String(error.data.params.field) : FIELD_OF_CODE[error.code];
  return FIELDS.find((f) => f === named) ?? null;
}

/** Add or edit one category: the id (new ones only), the name in each language, the parent and the place among siblings. */
export function CategoryFormModal({ edit, items, onClose }: { edit: CategoryEdit; items: AdminCategory[]; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const save = useSaveCategory();
  const [idTouched, setIdTouched] = useState(false);
  const [general, setGeneral] = useState<unknown>(null);
  const editing = edit.kind === 'edit' ? edit.category : null;
  const initial: Values = editing
    ? { ...editing, parentId: editing.parentId ?? undefined }
    : {
        id: '',
        nameEn: '',
        nameEs: '',
        namePt: '',
        parentId: edit.kind === 'create' ? (edit.parentId ?? undefined) : undefined,
        sort: 0,
      };
  // The names' inputs stop at their greatest length.
  const name = (field: 'nameEn' | 'nameEs' | 'namePt') =>
    rulesFrom(CategoryCreate.shape[field], {
      required: t('catalogueSetup.category.required', { field: labels[field] }),
      max: null,
    });

  const onFinish = async (v: Values) => {
    setGeneral(null);
    const fields = {
      parentId: v.parentId ?? null,
      nameEn: v.nameEn,
      nameEs: v.nameEs,
      namePt: v.namePt,
      sort: v.sort ?? 0,
    };
    try {
      const saved = await save.mutateAsync(
        editing ? { id: editing.id, body: fields } : { id: null, body: { ...fields, id: v.id ?? '' } },
      );
      feedback.message.success(
        t(editing ? 'catalogueSetup.category.saved' : 'catalogueSetup.category.added', { name: nameIn(saved, locale) }),
      );
      onClose();
    } catch (err) {
      const field = fieldOf(err);
      if (field) form.setFields([{ name: field, errors: [errorText(err)] }]);
      else setGeneral(err);
    }
  };

  const labels = {
    nameEn: t('catalogueSetup.category.nameEn'),
    nameEs: t('catalogueSetup.category.nameEs'),
    namePt: t('catalogueSetup.category.namePt'),
  };
  return (
    <Modal
      open
      title={
        editing
          ? t('catalogueSetup.category.editTitle', { name: nameIn(editing, locale) })
          : t('catalogueSetup.category.addTitle')
      }
      okText={t('catalogueSetup.save')}
      cancelText={t('catalogueSetup.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => void onFinish(v)}
        onValuesChange={(changed: Partial<Values>) => {
          if (!editing && !idTouched && changed.nameEn !== undefined) form.setFieldValue('id', slugFrom(changed.nameEn));
        }}
      >
        {general ? <Alert type="error" showIcon role="alert" title={errorText(general)} style={{ marginBottom: 16 }} /> : null}
        <Form.Item name="nameEn" label={labels.nameEn} rules={name('nameEn')}>
          <Input maxLength={CATEGORY_NAME_MAX} />
        </Form.Item>
        <Form.Item name="nameEs" label={labels.nameEs} rules={name('nameEs')}>
          <Input maxLength={CATEGORY_NAME_MAX} />
        </Form.Item>
        <Form.Item name="namePt" label={labels.namePt} rules={name('namePt')}>
          <Input maxLength={CATEGORY_NAME_MAX} />
        </Form.Item>
        {editing ? null : (
          <Form.Item
            name="id"
            label={t('catalogueSetup.category.id')}
            extra={t('catalogueSetup.category.idHint')}
            rules={rulesFrom(CategoryCreate.shape.id, {
              required: t('catalogueSetup.category.required', { field: t('catalogueSetup.category.id') }),
              pattern: t('catalogueSetup.category.idFormat'),
              max: () => t('catalogueSetup.category.idFormat'),
            })}
          >
            <Input onChange={() => setIdTouched(true)} />
          </Form.Item>
        )}
        <Form.Item name="parentId" label={t('catalogueSetup.category.parent')} extra={t('catalogueSetup.category.parentHint')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('catalogueSetup.category.topLevel')}
            options={parentChoices(items, editing?.id ?? null, locale)}
          />
        </Form.Item>
        <Form.Item name="sort" label={t('catalogueSetup.category.sort')} extra={t('catalogueSetup.category.sortHint')}>
          <InputNumber min={0} max={CATEGORY_SORT_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
