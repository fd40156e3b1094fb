import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { PRODUCT_LIMITS, ProductWrite, type CatalogueLookups } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { rulesFrom } from '@/lib/form-rules';

const L = PRODUCT_LIMITS;
const ATTRIBUTE = ProductWrite.shape.attributes.unwrap().element.shape;

/** Categories as `Parent › Child`, each parent before its children (the lookups' order). */
export function categoryOptions(categories: CatalogueLookups['categories']) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path = (id: string | null, depth = 0): string[] => {
    const c = id ? byId.get(id) : undefined;
    return c && depth < 8 ? [...path(c.parentId, depth + 1), c.name] : [];
  };
  return categories.map((c) => ({ value: c.id, label: path(c.id).join(' › ') }));
}

const searchable = { showSearch: { optionFilterProp: 'label' as const } };

/** Title, category, supplier, status and visibility. */
export function BasicsFields({ lookups }: { lookups: CatalogueLookups }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item
          name="title"
          label={t('adminCatalogue.editor.title')}
          rules={rulesFrom(ProductWrite.shape.title, {
            required: t('adminCatalogue.editor.titleRequired'),
            max: (max) => t('adminCatalogue.editor.tooLong', { max }),
          })}
        >
          <Input maxLength={L.title} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="categoryId"
          label={t('adminCatalogue.editor.category')}
          rules={[{ required: true, message: t('adminCatalogue.editor.choose') }]}
        >
          <Select {...searchable} options={categoryOptions(lookups.categories)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="supplierId"
          label={t('adminCatalogue.editor.supplier')}
          rules={[{ required: true, message: t('adminCatalogue.editor.choose') }]}
        >
          <Select
            {...searchable}
            options={lookups.suppliers.map((s) => ({ value: s.id, label: `${s.name} (${s.countryCode})` }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="status" label={t('adminCatalogue.editor.status')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'active', label: t('adminCatalogue.status.active') },
              { value: 'inactive', label: t('adminCatalogue.status.inactive') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="visibility"
          label={t('adminCatalogue.editor.visibility')}
          extra={t('adminCatalogue.editor.visibilityHint')}
        >
          <Radio.Group
            optionType="button"
            options={[
              { value: 'public', label: t('adminCatalogue.visibility.public') },
              { value: 'private', label: t('adminCatalogue.visibility.private') },
            ]}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Warehouse, shipping template, weight and size. */
export function ShippingFields({ lookups }: { lookups: CatalogueLookups }) {
  const { t } = useTranslation();
  const size = (name: string, label: string) => (
    <Col xs={12} md={6}>
      <Form.Item name={name} label={label}>
        <InputNumber min={0} max={L.sizeMm} precision={0} suffix="mm" style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="warehouseCode"
          label={t('adminCatalogue.editor.warehouse')}
          rules={[{ required: true, message: t('adminCatalogue.editor.choose') }]}
        >
          <Select {...searchable} options={lookups.warehouses.map((w) => ({ value: w.code, label: `${w.name} (${w.code})` }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="templateId"
          label={t('adminCatalogue.editor.template')}
          rules={[{ required: true, message: t('adminCatalogue.editor.choose') }]}
        >
          <Select {...searchable} options={lookups.templates.map((tp) => ({ value: tp.id, label: tp.name }))} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item
          name="weightG"
          label={t('adminCatalogue.editor.weightG')}
          rules={[{ required: true, message: t('adminCatalogue.editor.weightRequired') }]}
        >
          <InputNumber min={1} max={L.weightG} precision={0} suffix="g" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      {size('lengthMm', t('adminCatalogue.editor.length'))}
      {size('widthMm', t('adminCatalogue.editor.width'))}
      {size('heightMm', t('adminCatalogue.editor.height'))}
    </Row>
  );
}

/** Tags and attributes (name and value pairs such as Material: Steel). */
export function DetailsFields() {
  const { t } = useTranslation();
  const said = {
    required: t('adminCatalogue.editor.required'),
    max: (max: number) => t('adminCatalogue.editor.tooLong', { max }),
  };
  return (
    <>
      <Form.Item name="tags" label={t('adminCatalogue.editor.tags')} extra={t('adminCatalogue.editor.tagsHint')}>
        <Select mode="tags" open={false} tokenSeparators={[',']} maxCount={L.tags} />
      </Form.Item>
      <Form.Item label={t('adminCatalogue.editor.attributes')}>
        <Form.List name="attributes">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field, i) => (
                <Flex key={field.key} gap={8} align="start">
                  <Form.Item
                    name={[field.name, 'name']}
                    style={{ width: 200, marginBottom: 0 }}
                    rules={rulesFrom(ATTRIBUTE.name, said)}
                  >
                    <Input maxLength={L.attributeName} aria-label={t('adminCatalogue.editor.attributeName', { n: i + 1 })} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'value']}
                    style={{ flex: 1, marginBottom: 0 }}
                    rules={rulesFrom(ATTRIBUTE.value, said)}
                  >
                    <Input maxLength={L.attributeValue} aria-label={t('adminCatalogue.editor.attributeValue', { n: i + 1 })} />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('adminCatalogue.editor.removeAttribute', { n: i + 1 })}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              ))}
              {fields.length < L.attributes ? (
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => add({ name: '', value: '' })}
                  style={{ alignSelf: 'start' }}
                >
                  {t('adminCatalogue.editor.addAttribute')}
                </Button>
              ) : null}
            </Flex>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}
