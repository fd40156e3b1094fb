import { useCallback, useRef, useState } from 'react';
import { errorText } from './error-text';

/**
 * A form's submit handler that runs one attempt at a time. A repeat that arrives while an attempt runs (a double
 * click lands before the button shows it is busy, since the form first validates asynchronously; Enter pressed
 * twice) joins that attempt and gets its result, instead of sending the request again and reporting the server's
 * refusal of a duplicate. `submitting` covers the whole attempt, follow-up steps included: bind it to the
 * button's `loading`, which also disables it.
 */
export function useSingleSubmit<V, R>(
  handler: (values: V) => Promise<R>,
): {
  submit: (values: V) => Promise<R>;
  submitting: boolean;
} {
  const running = useRef<Promise<R> | null>(null);
  const latest = useRef(handler);
  latest.current = handler;
  const [submitting, setSubmitting] = useState(false);
  const submit = useCallback((values: V) => {
    if (running.current) return running.current;
    setSubmitting(true);
    const attempt = (async () => {
      try {
        return await latest.current(values);
      } finally {
        running.current = null;
        setSubmitting(false);
      }
    })();
    running.current = attempt;
    return attempt;
  }, []);
  return { submit, submitting };
}

/**
 * A dialog's form sent once (as useSingleSubmit): the last refusal's text is cleared, `send` runs, and the dialog
 * closes when it succeeds; a refusal's words stay on show (`error`) for the reader to correct.
 */
export function useDialogSubmit<V>(send: (values: V) => Promise<void>, onClose: () => void) {
  const [error, setError] = useState<string | null>(null);
  const { submit, submitting } = useSingleSubmit(async (values: V) => {
    setError(null);
    try {
      await send(values);
      onClose();
    } catch (e) {
      setError(errorText(e));
    }
  });
  return { submit, submitting, error };
}
