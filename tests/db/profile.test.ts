import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { organizations } from '../../src/server/db/schema/identity.ts';
import { addresses } from '../../src/server/db/schema/profile.ts';
import { profileSchema } from '../../src/shared/contracts/profile.ts';
import { createTestApp, login, PASSWORD, register, type TestApp } from '../server/helpers.ts';
import { call } from '../server/titlesSetup.ts';
import { engines } from './engines.ts';

// Profile and account (issue 20) on each engine: personal information, addresses, avatar upload, email change.
describe.each(engines())('profile on $name', (engine) => {
  let test: TestApp;
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await engine.open());
    test = await createTestApp({}, database);
  }, 120_000);
  afterAll(async () => {
    await test?.close();
    await dispose?.();
  });

  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const send = (cookie: string | null, method: Method, url: string, payload?: unknown) =>
    call(test.app, cookie, { method, url, payload: payload as object });
  const png = (width = 300, height = 200, g = 80) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g, b: 40 } } })
      .png()
      .toBuffer();
  const upload = (cookie: string, body: Buffer, type = 'image/png') =>
    call(test.app, cookie, { method: 'PUT', url: '/api/v1/me/avatar', payload: body, headers: { 'content-type': type } });
  const address = { fullName: 'Ada Reader', streetAddress1: '1 Main St', city: 'Ashland', stateProvince: 'OR', postalCode: '97520', country: 'us' };

  it('answers the profile of the signed-in user only', async () => {
    expect((await send(null, 'GET', '/api/v1/me/profile')).status).toBe(401);
    const { cookie, email } = await register(test.app, { firstName: 'Ada', lastName: 'Reader' });
    const res = await send(cookie, 'GET', '/api/v1/me/profile');
    expect(res.status).toBe(200);
    const profile = profileSchema.parse(res.body);
    expect(profile.user).toMatchObject({ fullName: 'Ada Reader', email, phone: '', addresses: [], hasAvatar: false, joinedCommunity: false });
    expect(profile.user.canEditAccountAndPrivileges).toBe(true);
    expect(profile.user.isAccountUpgradable).toBe(false);
    // A library's account can be upgraded until it has been.
    const saved = await send(cookie, 'POST', `/api/v1/users/${email}/`, {
      firstName: 'Ada',
      lastName: 'Reader',
      organization: `Town Library ${Date.now()}`,
    });
    await database.db.update(organizations).set({ isLibrary: true }).where(eq(organizations.id, saved.body.organization.id));
    const library = profileSchema.parse((await send(cookie, 'GET', '/api/v1/me/profile')).body);
    expect(library.user.isAccountUpgradable).toBe(true);
    expect(library.organization?.isLibrary).toBe(true);
  });

  it('saves personal information with both names required, for the own email only', async () => {
    const { cookie, email } = await register(test.app);
    const other = await register(test.app);
    const missing = await send(cookie, 'POST', `/api/v1/users/${email}/`, { firstName: ' ', lastName: 'Reader' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toEqual({ field: 'firstName', message: 'first_name_and_last_name_are_required' });
    const foreign = await send(cookie, 'POST', `/api/v1/users/${other.email}/`, { firstName: 'Eve', lastName: 'Hacker' });
    expect(foreign.status).toBe(403);
    expect((await send(other.cookie, 'GET', '/api/v1/me/profile')).body.user.firstName).toBe('Ada');

    const saved = await send(cookie, 'POST', `/api/v1/users/${email.toUpperCase()}/`, {
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '+1 (541) 555-0100',
      organization: 'Harbour Books',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', phone: '+1 (541) 555-0100' });
    expect(saved.body.organization.displayName).toBe('Harbour Books');
    expect((await send(cookie, 'GET', '/api/v1/me/user')).body.user).toMatchObject({ firstName: 'Grace', orgName: 'Harbour Books' });
    // The same name in another case joins that organization instead of making a second one.
    const joined = await send(other.cookie, 'POST', `/api/v1/users/${other.email}/`, {
      firstName: 'A',
      lastName: 'B',
      organization: 'harbour books',
    });
    expect(joined.body.organization.id).toBe(saved.body.organization.id);
    expect(await database.db.select().from(organizations).where(eq(organizations.name, 'harbour books'))).toHaveLength(0);
    const badPhone = await send(cookie, 'POST', `/api/v1/users/${email}/`, { firstName: 'G', lastName: 'H', phone: '<script>' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.errors[0].field).toBe('phone');
  });

  it('keeps addresses with one default, US and CA states from their lists, and owner-only changes', async () => {
    const { cookie } = await register(test.app);
    const first = await send(cookie, 'POST', '/api/v1/me/addresses', address);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ country: 'US', stateProvince: 'OR', isDefault: true });
    const second = await send(cookie, 'POST', '/api/v1/me/addresses', {
      ...address,
      country: 'GB',
      stateProvince: 'West Yorkshire',
      isDefault: true,
    });
    expect(second.body.isDefault).toBe(true);
    let list = (await send(cookie, 'GET', '/api/v1/me/profile')).body.user.addresses as Array<{ addressId: number; isDefault: boolean }>;
    expect(list.map((a) => a.isDefault)).toEqual([false, true]);

    const badState = await send(cookie, 'POST', '/api/v1/me/addresses', { ...address, stateProvince: 'Yorkshire' });
    expect(badState.status).toBe(400);
    expect(badState.body.errors[0].field).toBe('stateProvince');
    const noCity = await send(cookie, 'POST', '/api/v1/me/addresses', { ...address, city: '' });
    expect(noCity.body.errors[0].field).toBe('city');

    const intruder = await register(test.app);
    expect((await send(intruder.cookie, 'PUT', `/api/v1/me/addresses/${first.body.addressId}`, address)).status).toBe(404);
    expect((await send(intruder.cookie, 'DELETE', `/api/v1/me/addresses/${first.body.addressId}`)).status).toBe(404);
    expect((await send(cookie, 'DELETE', '/api/v1/me/addresses/2147483648')).status).toBe(400);

    const edited = await send(cookie, 'PUT', `/api/v1/me/addresses/${first.body.addressId}`, {
      ...address,
      city: 'Medford',
      country: 'CA',
      stateProvince: 'bc',
    });
    expect(edited.body).toMatchObject({ city: 'Medford', stateProvince: 'BC', isDefault: false });
    // Deleting the default makes the oldest remaining one the default.
    expect((await send(cookie, 'DELETE', `/api/v1/me/addresses/${second.body.addressId}`)).status).toBe(200);
    list = (await send(cookie, 'GET', '/api/v1/me/profile')).body.user.addresses;
    expect(list).toEqual([expect.objectContaining({ addressId: first.body.addressId, isDefault: true })]);
  });

  it('refuses a 21st address', async () => {
    const { cookie } = await register(test.app);
    for (let i = 0; i < 20; i++) expect((await send(cookie, 'POST', '/api/v1/me/addresses', address)).status).toBe(201);
    const over = await send(cookie, 'POST', '/api/v1/me/addresses', address);
    expect(over.status).toBe(409);
    const [{ userId }] = (await database.db.select({ userId: addresses.userId }).from(addresses).limit(1)) as [{ userId: number }];
    expect(userId).toBeGreaterThan(0);
  });

  it('takes a JPEG, PNG or WebP avatar by content, at most 5 MB, and serves its squares', async () => {
    const { cookie } = await register(test.app);
    const res = await upload(cookie, await png());
    expect(res.status).toBe(200);
    expect(res.body.avatarUri).toMatch(/^\/avatars\/users\/\d+-[\w-]{16}\.webp$/);
    const image = await test.app.inject({ method: 'GET', url: `${res.body.avatarUri}?size=40` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 48, height: 48 });
    expect((await send(cookie, 'GET', '/api/v1/me/profile')).body.user).toMatchObject({ hasAvatar: true, avatarUri: res.body.avatarUri });
    expect((await send(cookie, 'GET', '/api/v1/me/user')).body.userAvatar.uri).toBe(res.body.avatarUri);

    const webp = await upload(
      cookie,
      await sharp(await png(64, 64, 160))
        .webp()
        .toBuffer(),
      'application/octet-stream',
    );
    expect(webp.status).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: res.body.avatarUri })).statusCode).toBe(404);

    const notImage = await upload(cookie, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(notImage.status).toBe(415);
    expect(notImage.body.errors[0].field).toBe('avatar');
    const truncated = await upload(cookie, (await png()).subarray(0, 60));
    expect(truncated.status).toBe(415);
    const huge = await upload(cookie, Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect(huge.body.detail).toBe('the picture must be at most 5 MB');
    expect(
      (await test.app.inject({ method: 'PUT', url: '/api/v1/me/avatar', payload: await png(), headers: { 'content-type': 'image/png' } })).statusCode,
    ).toBe(401);

    const removed = await send(cookie, 'DELETE', '/api/v1/me/avatar');
    expect(removed.body.avatarUri).toMatch(/^\/avatars\/.+\.svg$/);
    expect((await send(cookie, 'GET', '/api/v1/me/profile')).body.user.hasAvatar).toBe(false);
  });

  it('changes the sign-in email with the current password, ending the other sessions', async () => {
    const { cookie, email } = await register(test.app);
    const taken = await register(test.app);
    const otherSession = (await login(test.app, email)).headers['set-cookie'];
    const otherCookie = String(Array.isArray(otherSession) ? otherSession[0] : otherSession).split(';')[0]!;
    expect((await send(otherCookie, 'GET', '/api/v1/me/profile')).status).toBe(200);

    const wrong = await send(cookie, 'POST', '/api/v1/me/email', { email: 'new@example.com', currentPassword: 'nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].field).toBe('currentPassword');
    const clash = await send(cookie, 'POST', '/api/v1/me/email', { email: taken.email.toUpperCase(), currentPassword: PASSWORD });
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0].field).toBe('email');
    const invalid = await send(cookie, 'POST', '/api/v1/me/email', { email: 'not-an-email', currentPassword: PASSWORD });
    expect(invalid.body.errors[0]).toEqual({ field: 'email', message: 'please provide a valid email address' });

    const fresh = `changed-${Date.now()}@example.com`;
    const changed = await send(cookie, 'POST', '/api/v1/me/email', { email: fresh, currentPassword: PASSWORD });
    expect(changed.status).toBe(200);
    expect((await send(cookie, 'GET', '/api/v1/me/profile')).body.user.email).toBe(fresh);
    expect((await send(otherCookie, 'GET', '/api/v1/me/profile')).status).toBe(401);
    expect((await login(test.app, fresh)).statusCode).toBe(200);
  });
});
