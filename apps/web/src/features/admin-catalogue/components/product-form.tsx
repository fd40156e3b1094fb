import { Alert, Button, Card, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import type { AdminProduct, CatalogueLookups } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '@/lib/feedback';
import { FormError, errorText } from '@/lib/form-error';
import { useSaveProduct } from '../api/save-product';
import { DescriptionField } from './description-field';
import { ImagesEditor } from './images-editor';
import { OptionsEditor } from './options-editor';
import { BasicsFields, DetailsFields, ShippingFields } from './product-fields';
import { regenerate, toFormValues, toProductWrite, usableAxes, variantsFit, type ProductFormValues } from './product-values';
import { errorField } from './server-errors';
import { VariantsGrid } from './variants-grid';

interface Props {
  /** The product being edited; none for a new one. */
  product?: AdminProduct;
  lookups: CatalogueLookups;
}

const section = { style: { marginBottom: 16 } };

/** Every field of a product, its variants made from its options; a refusal is shown beside the field it is about. */
export function ProductForm({ product, lookups }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFormValues>();
  const save = useSaveProduct(product?.id ?? null);
  const axes = usableAxes(Form.useWatch('options', form) ?? product?.options ?? []);
  const images = (Form.useWatch('images', form) ?? product?.images ?? []) as string[];
  const [stale, setStale] = useState(false);

  const makeVariants = () => {
    const values = form.getFieldsValue(true) as ProductFormValues;
    form.setFieldValue('variants', regenerate(usableAxes(values.options), values.variants ?? [], values.weightG));
    setStale(false);
  };

  const onFinish = async (values: ProductFormValues) => {
    if (!variantsFit(usableAxes(values.options), values.variants)) {
      setStale(true);
      form.scrollToField('options', { block: 'center' });
      return;
    }
    try {
      const saved = await save.mutateAsync(toProductWrite(values));
      feedback.message.success(t(product ? 'adminCatalogue.editor.saved' : 'adminCatalogue.editor.created'));
      if (!product) await navigate(`/admin/products/${saved.id}`, { replace: true });
    } catch (error) {
      const path = errorField(error, values.variants);
      if (path) {
        // The server names the path at run time; the form's typed paths cannot express one built so.
        const name = path as unknown as Parameters<typeof form.getFieldError>[0];
        form.setFields([{ name, errors: [errorText(error)] }]);
        form.scrollToField(path, { block: 'center' });
      }
    }
  };

  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      initialValues={toFormValues(product)}
      // The whole store: the values antd hands over leave out what no field holds (each variant's options and id).
      onFinish={() => void onFinish(form.getFieldsValue(true) as ProductFormValues)}
      scrollToFirstError={{ block: 'center' }}
    >
      <Card title={t('adminCatalogue.editor.basics')} {...section}>
        <BasicsFields lookups={lookups} />
      </Card>
      <Card title={t('adminCatalogue.editor.description')} {...section}>
        <Form.Item name="description" extra={t('adminCatalogue.editor.descriptionHint')} style={{ marginBottom: 0 }}>
          <DescriptionField />
        </Form.Item>
      </Card>
      <Card title={t('adminCatalogue.editor.images')} {...section}>
        <Form.Item name="images" style={{ marginBottom: 0 }}>
          <ImagesEditor />
        </Form.Item>
      </Card>
      <Card title={t('adminCatalogue.editor.details')} {...section}>
        <DetailsFields />
      </Card>
      <Card title={t('adminCatalogue.editor.shipping')} {...section}>
        <ShippingFields lookups={lookups} />
      </Card>
      <Card title={t('adminCatalogue.editor.options')} {...section}>
        <Typography.Paragraph type="secondary">{t('adminCatalogue.editor.optionsHint')}</Typography.Paragraph>
        <OptionsEditor />
        <Button style={{ marginTop: 12 }} onClick={makeVariants}>
          {t('adminCatalogue.editor.makeVariants')}
        </Button>
        {stale ? (
          <Alert
            style={{ marginTop: 12 }}
            type="warning"
            showIcon
            role="alert"
            title={t('adminCatalogue.editor.variantsStale')}
          />
        ) : null}
      </Card>
      <Card title={t('adminCatalogue.editor.variants')} {...section}>
        <Typography.Paragraph type="secondary">{t('adminCatalogue.editor.variantsHint')}</Typography.Paragraph>
        <VariantsGrid form={form} axes={axes} images={images} />
      </Card>
      <FormError error={save.error} />
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t(product ? 'adminCatalogue.editor.save' : 'adminCatalogue.editor.create')}
        </Button>
        <Button onClick={() => void navigate('/admin/products')}>{t('adminCatalogue.editor.back')}</Button>
      </Flex>
    </Form>
  );
}
