import type { ReactNode } from 'react';
import { OutsideFrame } from '@/lib/outside-frame';

/** The frame of the screen Shopify returns to (outside the console). */
export function LinkFrame({ children }: { children: ReactNode }) {
  return <OutsideFrame home="/addMyStore">{children}</OutsideFrame>;
}
