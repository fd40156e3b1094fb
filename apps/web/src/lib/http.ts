import axios, { AxiosError, AxiosHeaders, type AxiosRequestConfig, type RawAxiosHeaders } from 'axios';
import type { ErrorBody, ErrorCode } from '@dropport/contracts';
import { authorizationHeader } from './credential';
import { showForcedLogout } from './forced-logout';
import { currentLocale, i18n } from './i18n';

export { setSessionLostHandler } from './forced-logout';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * The caller shows this call's errors itself: no toast. A 401 still opens the forced-logout dialog, since a
     * lost session concerns the whole console, not only the panel whose read found it.
     */
    silent?: boolean;
    /** The caller also deals with a lost session itself (the guard's first load of the user, signing out). */
    handlesSessionLoss?: boolean;
  }
}

/** Codes the client makes up when no answer, or no error body, came back. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'UNEXPECTED_RESPONSE';

export interface ApiErrorBody extends Omit<ErrorBody, 'code'> {
  code: ErrorCode | ClientErrorCode;
}

/** Every rejected call: the HTTP status (0 when no answer came) and the server's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: ApiErrorBody,
  ) {
    super(data.message);
    this.name = 'ApiError';
  }

  get code() {
    return this.data.code;
  }
}

export function isApiError(error: unknown, code?: ApiErrorBody['code']): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

export const HTTP_TIMEOUT_MS = 180_000;

/** The API's base URL from the build's config; by default the console's own origin. */
export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? '';

export const http = axios.create({ baseURL: API_BASE_URL, timeout: HTTP_TIMEOUT_MS });

http.interceptors.request.use((config) => {
  config.headers.set('Authorization', authorizationHeader());
  config.headers.set('Accept-Language', currentLocale());
  return config;
});

http.interceptors.response.use(
  (response) => response.data,
  (error: unknown) => {
    const apiError = toApiError(error);
    const config = error instanceof AxiosError ? error.config : undefined;
    if (apiError.status === 401) {
      if (!config?.handlesSessionLoss && sentWithSession(config)) showForcedLogout();
    } else if (!config?.silent) react(apiError);
    return Promise.reject(apiError);
  },
);

function isErrorBody(data: unknown): data is ErrorBody {
  return !!data && typeof data === 'object' && 'code' in data && 'message' in data;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof AxiosError && error.response) {
    const { status, data } = error.response;
    const body: ApiErrorBody = isErrorBody(data)
      ? { code: data.code, message: data.message, params: data.params ?? {} }
      : { code: 'UNEXPECTED_RESPONSE', message: i18n.t('http.unexpected', { status }), params: { status } };
    return new ApiError(status, body);
  }
  const timeout = error instanceof AxiosError && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
  return new ApiError(0, {
    code: timeout ? 'TIMEOUT' : 'NETWORK_ERROR',
    message: i18n.t(timeout ? 'http.timeout' : 'http.network'),
    params: {},
  });
}

/**
 * Whether the call carried a signed-in user's credential. A 401 to the public credential ("unless
 * the result says the user is logged in") ends no session: there was none.
 */
function sentWithSession(config: AxiosRequestConfig | undefined): boolean {
  const sent = config?.headers ? AxiosHeaders.from(config.headers as RawAxiosHeaders).get('Authorization') : undefined;
  return typeof sent === 'string' && sent !== authorizationHeader(null);
}

/**
 * The error catalogue: one reaction per status; a 401 is the forced-logout dialog. The toasts
 * are antd's, whose code loads with the first one: the sign-in page loads no antd.
 */
function react(error: ApiError) {
  const { status, data } = error;
  void import('./feedback').then(({ feedback }) => {
    if (status === 403) {
      feedback.notification.error({ key: 'http-403', title: i18n.t('http.forbidden'), description: data.message });
      return;
    }
    if (status === 0 || status >= 500) {
      feedback.notification.error({
        key: 'http-5xx',
        title: i18n.t('http.requestError'),
        description: data.message,
        duration: 5,
      });
      return;
    }
    feedback.notification.error({ title: i18n.t('http.error'), description: data.message });
  });
}

/** The fields of a form-encoded body; undefined fields are left out. */
export type FormFields = Record<string, string | number | boolean | undefined>;

function toForm(fields: FormFields): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  return form;
}

// The response interceptor resolves to the body, which axios' types cannot express.
async function send<T>(config: AxiosRequestConfig): Promise<T> {
  return (await http.request(config)) as unknown as T;
}

/** GET; resolves to the response body. */
export function get<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return send<T>({ ...config, method: 'GET', url });
}

/** POST with a JSON body. */
export function postJson<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return send<T>({ ...config, method: 'POST', url, data: body });
}

/** PUT with a JSON body. */
export function putJson<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return send<T>({ ...config, method: 'PUT', url, data: body });
}

/** PATCH with a JSON body. */
export function patchJson<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return send<T>({ ...config, method: 'PATCH', url, data: body });
}

/** DELETE; resolves to the response body. */
export function del<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return send<T>({ ...config, method: 'DELETE', url });
}

/** POST form-encoded, as the /v1 API's calls are sent. */
export function postForm<T>(url: string, fields: FormFields = {}, config?: AxiosRequestConfig): Promise<T> {
  return send<T>({ ...config, method: 'POST', url, data: toForm(fields) });
}
