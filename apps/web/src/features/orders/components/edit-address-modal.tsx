import { Alert, Form, Modal } from 'antd';
import type { OrderAddress, OrderDetail } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { useEditOrder } from '../api/edit-order';
import { useProvinces } from '../api/provinces';
import { addressInputOf, SENT_PROVINCE, type DraftAddress, type SentProvince } from '../manual-draft';
import { AddressFields } from './address-fields';

/** The order's address in the form's fields; the province it arrived with is selected as it came. */
export function draftOf(a: OrderAddress | null): DraftAddress {
  const sentCode = a?.provinceCode ?? undefined;
  return {
    name: a?.name ?? '',
    company: a?.company ?? '',
    address1: a?.address1 ?? '',
    address2: a?.address2 ?? '',
    city: a?.city ?? '',
    countryCode: a?.countryCode ?? undefined,
    provinceCode: sentCode ?? (a?.province ? SENT_PROVINCE : undefined),
    province: a?.province ?? sentCode ?? '',
    postalCode: a?.postalCode ?? '',
    phone: a?.phone ?? '',
  };
}

interface Props {
  order: OrderDetail;
  onClose: () => void;
}

/**
 * Edit the shipping address before payment, with the same fields as a new manual order; the fields the check found
 * wrong are marked until changed. The server checks the address again and releases the hold once it passes.
 */
export function EditAddressModal({ order, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DraftAddress>();
  const [initial] = useState(() => draftOf(order.address));
  const [countryCode, setCountryCode] = useState(initial.countryCode);
  const provinces = useProvinces(countryCode);
  const edit = useEditOrder();
  const [changed, setChanged] = useState<Set<string>>(new Set());
  const a = order.address;
  const sent: SentProvince | null = a && (a.province || a.provinceCode) ? a : null;
  // The province it arrived with belongs to the country it arrived with.
  const sentHere = countryCode === a?.countryCode ? sent : null;

  const onValuesChange = (diff: Partial<DraftAddress>) => {
    const fields = Object.keys(diff).map((k) => (k === 'provinceCode' ? 'province' : k));
    if ('countryCode' in diff) {
      // Another country: its own provinces.
      form.setFieldsValue({ provinceCode: undefined, province: undefined });
      setCountryCode(diff.countryCode);
    } else if ('provinceCode' in diff) {
      // Chosen from the list (or cleared): the list names it, not what was typed or sent before.
      form.setFieldsValue({ province: undefined });
    } else if ('province' in diff) {
      // A province typed by hand is sent by name; the code belonged to the old one.
      form.setFieldsValue({ provinceCode: undefined });
    }
    setChanged((prev) => new Set([...prev, ...fields]));
    if (edit.error) edit.reset();
  };

  const submit = async () => {
    await form.validateFields();
    const values = form.getFieldsValue(true) as DraftAddress;
    edit.mutate(
      { id: order.id, edit: { address: addressInputOf(values, provinces.data, sentHere) } },
      {
        onSuccess: () => {
          feedback.message.success(t('orders.address.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('orders.address.editTitle', { orderNo: order.orderNo })}
      okText={t('orders.address.save')}
      cancelText={t('orders.address.cancel')}
      okButtonProps={{ loading: edit.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      {order.addressProblems.length > 0 ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('orders.address.fixHint')} />
      ) : null}
      <Form<DraftAddress> form={form} layout="vertical" initialValues={initial} onValuesChange={onValuesChange}>
        <AddressFields
          problems={order.addressProblems}
          tone="warning"
          changed={changed}
          provinces={provinces.data}
          provincesLoading={provinces.isFetching}
          sent={sentHere}
        />
        <FormError error={edit.error} />
      </Form>
    </Modal>
  );
}
