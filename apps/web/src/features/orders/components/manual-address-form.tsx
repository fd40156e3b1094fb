import { Form, type FormInstance } from 'antd';
import type { AddressProblem, Province } from '@dropport/contracts';
import type { DraftAddress } from '../manual-draft';
import { AddressFields } from './address-fields';

interface Props {
  form: FormInstance<DraftAddress>;
  /** What the address check found, marked on each field. */
  problems: readonly AddressProblem[];
  /** The chosen country's provinces: a list to choose from when it has any, else a free text field. */
  provinces: readonly Province[] | undefined;
  provincesLoading: boolean;
  onValuesChange: (changed: Partial<DraftAddress>, all: DraftAddress) => void;
}

/** Where a manual order goes and who receives it; the address check's findings show on their fields. */
export function ManualAddressForm({ form, problems, provinces, provincesLoading, onValuesChange }: Props) {
  return (
    <Form<DraftAddress> form={form} layout="vertical" onValuesChange={onValuesChange}>
      <AddressFields problems={problems} tone="error" provinces={provinces} provincesLoading={provincesLoading} withEmail />
    </Form>
  );
}
