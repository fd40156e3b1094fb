import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same (by its JSON) for `ms`; the first value at once. Pass a value whose identity
 * holds while its content does (a memo), or every render restarts the wait.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState({ key, value });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ key, value }), ms);
    return () => clearTimeout(timer);
  }, [key, value, ms, settled.key]);
  return settled.value;
}
