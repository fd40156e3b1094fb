import { expect, it } from 'vitest';
import { describeEachEngine } from './harness.js';

type UserBody = { username: string; personalWebsite: string; phone: string; jobName: string; introduction: string };
type ErrBody = { code: string; params: Record<string, unknown> };

describeEachEngine('profile: clearing fields', (get) => {
  it('an empty field clears it, an absent one stays, and the display name cannot be emptied', async () => {
    const s = get();
    const seller = await s.seller();
    const path = `/v1/users/${seller.id}/profile`;
    const filled = await s.call<UserBody>('POST', path, {
      as: seller,
      form: { username: 'Marta', personalWebsite: 'https://casa.example', phone: '+351 912 345 678', jobName: 'Buyer' },
    });
    expect(filled.body).toMatchObject({ username: 'Marta', phone: '+351912345678', jobName: 'Buyer' });

    const cleared = await s.call<UserBody>('POST', path, {
      as: seller,
      form: { username: '', personalWebsite: '', phone: ' ', introduction: 'Hello' },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      username: 'Marta',
      personalWebsite: '',
      phone: '',
      jobName: 'Buyer',
      introduction: 'Hello',
    });

    const bad = await s.call<ErrBody>('POST', path, { as: seller, json: { phone: '12ab', jobName: 'Owner' } });
    expect(bad.status).toBe(400);
    expect(bad.body.params.field).toBe('phone');
    expect((await s.call<UserBody>('POST', '/api/user/info', { as: seller })).body.jobName).toBe('Buyer');
  });
});
