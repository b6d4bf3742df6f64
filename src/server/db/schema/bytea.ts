import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Uint8Array (PGlite and node-postgres both hand back binary data). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value as ArrayLike<number>)),
  toDriver: (value) => (typeof Buffer !== 'undefined' ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value),
});
