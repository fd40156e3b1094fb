import { ShopOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { normalizeShopDomain } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/form-error';
import { useConnectStore } from '../api/connect-store';

/** Where the browser goes to authorize: Shopify's page (a seam for tests). */
export const browser = { go: (url: string) => window.location.assign(url) };

/** The shop address field and Connect: the browser then goes to Shopify to approve the app. */
export function ConnectForm({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ shop: string }>();
  const connect = useConnectStore();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async ({ shop }: { shop: string }) => {
    setServerError(null);
    try {
      const { authorizeUrl } = await connect.mutateAsync(normalizeShopDomain(shop) ?? shop);
      browser.go(authorizeUrl);
    } catch (err) {
      setServerError(errorText(err));
    }
  };

  return (
    <Form form={form} layout="inline" onFinish={(v) => void submit(v)} initialValues={{ shop: initial }} style={{ rowGap: 8 }}>
      <Form.Item
        name="shop"
        label={t('stores.connect.label')}
        validateStatus={serverError ? 'error' : undefined}
        help={serverError ?? undefined}
        rules={[
          { required: true, message: t('stores.connect.required') },
          {
            validator: (_, value: string) =>
              !value || normalizeShopDomain(value) ? Promise.resolve() : Promise.reject(new Error(t('stores.connect.invalid'))),
          },
        ]}
        style={{ minWidth: 320, flex: 1 }}
      >
        <Input
          prefix={<ShopOutlined aria-hidden />}
          placeholder="my-store.myshopify.com"
          autoComplete="off"
          onChange={() => setServerError(null)}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={connect.isPending}>
          {t('stores.connect.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
