import { Suspense, type ReactNode } from 'react';
import { AntdFrame } from '@/lib/antd-frame';
import styles from './plain-form.module.css';

/** A part of the sign-in page drawn with antd: antd's providers and the part's own code load on first use. */
export function AntdIsland({ children }: { children: ReactNode }) {
  const waiting = <span className={`${styles.spinner} ${styles.waiting}`} role="status" aria-busy="true" />;
  return (
    <AntdFrame fallback={waiting}>
      <Suspense fallback={waiting}>{children}</Suspense>
    </AntdFrame>
  );
}
