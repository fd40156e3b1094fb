import type { ReactNode } from 'react';
import { OutsideFrame } from '@/lib/outside-frame';

/** The frame of the payment screens, which sit outside the console (the gateway hands back to them). */
export function PaymentFrame({ children }: { children: ReactNode }) {
  return <OutsideFrame home="/balance/recharge">{children}</OutsideFrame>;
}
