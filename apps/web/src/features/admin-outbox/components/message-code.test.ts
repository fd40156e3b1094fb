import { describe, expect, it } from 'vitest';
import { messageCode } from './message-code';

describe('messageCode', () => {
  it('finds the six-digit code of a verification, reset or sign-in message', () => {
    expect(messageCode('Welcome.\n\nYour verification code is 482913. It expires in 15 minutes.')).toBe('482913');
    expect(messageCode('Dropport: your password reset code is 007215 (valid 15 min).')).toBe('007215');
  });

  it('finds none in an order number, an amount or a tracking number', () => {
    expect(messageCode('Your order DP1000004 has shipped. Tracking number: 9400111899223100012345.')).toBeNull();
    expect(messageCode('Order DP1000004 was refunded: $1,234.56 went back to your Dropport balance.')).toBeNull();
  });
});
