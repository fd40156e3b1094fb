import { Button, Flex, Form, Input, InputNumber } from 'antd';
import { SOURCING_COST_MAX_CENTS, SOURCING_DESCRIPTION_MAX, SOURCING_QUANTITY_MAX } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { formatMoney } from '@/lib/format';
import { CountrySelect } from '@/lib/regions/country-select';
import { useCountries } from '@/lib/regions/countries';
import { useCreateRequest } from '../api/create-request';
import { ImagesField } from './images-field';
import { costProblem, isWebLink, toSourcingCreate, type SourcingFormValues } from './sourcing-values';

interface Props {
  userId: string;
  /** Called after the request is posted, and when the seller closes the form. */
  onDone: () => void;
}

/** The seller's request: a link or a description, pictures, target cost in dollars, quantity and ship-to country. */
export function SourcingForm({ userId, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<SourcingFormValues>();
  const countries = useCountries();
  const create = useCreateRequest(userId);

  const onFinish = async (values: SourcingFormValues) => {
    try {
      await create.mutateAsync(toSourcingCreate(values));
      feedback.message.success(t('sourcing.form.posted'));
      form.resetFields();
      onDone();
    } catch {
      // Shown in the form.
    }
  };

  return (
    <Form<SourcingFormValues>
      form={form}
      layout="vertical"
      initialValues={{ images: [], quantity: null }}
      onFinish={(v) => void onFinish(v)}
      onValuesChange={() => create.error && create.reset()}
    >
      <Form.Item
        name="productUrl"
        label={t('sourcing.form.productUrl')}
        dependencies={['description']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              const url = (value ?? '').trim();
              if (url !== '' && !isWebLink(url)) throw new Error(t('sourcing.form.urlInvalid'));
              if (url === '' && String(getFieldValue('description') ?? '').trim() === '')
                throw new Error(t('sourcing.form.linkOrDescription'));
            },
          }),
        ]}
      >
        <Input inputMode="url" placeholder="https://" autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t('sourcing.form.description')}>
        <Input.TextArea
          rows={3}
          maxLength={SOURCING_DESCRIPTION_MAX}
          showCount
          placeholder={t('sourcing.form.descriptionPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="images" label={t('sourcing.form.images')}>
        <ImagesField />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          name="targetCost"
          label={t('sourcing.form.targetCost')}
          extra={t('sourcing.form.targetCostHint')}
          required
          style={{ flex: '1 1 220px' }}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = costProblem(value);
                if (problem)
                  throw new Error(t(`sourcing.form.${problem}`, { max: formatMoney(SOURCING_COST_MAX_CENTS, i18n.language) }));
              },
            },
          ]}
        >
          <Input prefix="$" inputMode="decimal" placeholder="4.50" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t('sourcing.form.quantity')}
          extra={t('sourcing.form.quantityHint')}
          style={{ flex: '1 1 220px' }}
          rules={[{ required: true, message: t('sourcing.form.quantityRequired') }]}
        >
          <InputNumber<number> min={1} max={SOURCING_QUANTITY_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Form.Item name="shipToCountry" label={t('sourcing.form.shipTo')} extra={t('sourcing.form.shipToHint')}>
        <CountrySelect
          countries={countries.data ?? []}
          loading={countries.isPending}
          allowClear
          placeholder={t('sourcing.form.shipToPlaceholder')}
          aria-label={t('sourcing.form.shipTo')}
        />
      </Form.Item>
      <FormError error={create.error} />
      <Flex gap={8} justify="flex-end">
        <Button onClick={onDone}>{t('sourcing.form.close')}</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('sourcing.form.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
