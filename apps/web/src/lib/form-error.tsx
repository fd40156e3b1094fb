import { Alert, Form } from 'antd';
import { isApiError } from './http';
import { i18n } from './i18n';

/** The server's message of a failed call (already in the UI's language). */
export function errorText(error: unknown): string {
  return isApiError(error) ? error.message : i18n.t('common.unexpectedError');
}

/** A failed call's message, shown inside the form. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Form.Item>
      <Alert type="error" showIcon role="alert" title={errorText(error)} />
    </Form.Item>
  );
}
