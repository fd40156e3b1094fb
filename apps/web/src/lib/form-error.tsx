import { Alert, Form } from 'antd';
import { errorText } from './error-text';

export { errorText };

/** A failed call's message, shown inside the form. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Form.Item>
      <Alert type="error" showIcon role="alert" title={errorText(error)} />
    </Form.Item>
  );
}
