import { describe, expect, it } from 'vitest';
import { isTrackingUrlTemplate, trackingUrl } from './shipping.js';

describe('tracking page template', () => {
  it('takes an empty template or an http(s) address holding {trackingNumber}', () => {
    for (const ok of [
      '',
      'https://track.myshop.com/{trackingNumber}',
      'http://t.shop.co.uk:8080/p?n={trackingNumber}&l=en',
      'https://www.17track.net/en/track#nums={trackingNumber}',
    ]) {
      expect(isTrackingUrlTemplate(ok), ok).toBe(true);
    }
  });

  it('refuses one without the placeholder, another scheme, no host, spaces or past 500 characters', () => {
    for (const bad of [
      'https://track.myshop.com/parcel',
      'ftp://track.myshop.com/{trackingNumber}',
      'javascript:alert({trackingNumber})',
      'track.myshop.com/{trackingNumber}',
      'https://localhost/{trackingNumber}',
      'https://track.myshop.com/{trackingNumber} x',
      `https://track.myshop.com/${'x'.repeat(500)}/{trackingNumber}`,
    ]) {
      expect(isTrackingUrlTemplate(bad), bad).toBe(false);
    }
  });

  it('puts the number in, encoded', () => {
    expect(trackingUrl('https://t.shop.com/?n={trackingNumber}', 'AB 12/3')).toBe('https://t.shop.com/?n=AB%2012%2F3');
  });
});
