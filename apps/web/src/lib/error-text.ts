import { isApiError } from './http';
import { i18n } from './i18n';

/** The server's message of a failed call (already in the UI's language). */
export function errorText(error: unknown): string {
  return isApiError(error) ? error.message : i18n.t('common.unexpectedError');
}
