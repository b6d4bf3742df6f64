import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REQUEST_STATUSES, type RequestStatus } from '../../../shared/domain/requests.ts';
import { products } from './catalog.ts';
import { reviewCopyFormats } from './galleys.ts';
import { users } from './identity.ts';

/** Course adoption details of a request (seed 3 attributes 1-3) and the shipping details of a print request. */
export interface RequestDetails {
  department?: string;
  course?: string;
  enrollment?: string;
  address?: Record<string, string>;
  phoneNumber?: string;
  emailAddress?: string;
  requestMessage?: string;
}

/**
 * A review copy request (seed 2 Request: id, sku, status, submittedDate, statusChangedDate). One per user, title
 * and request type (1 digital, 2 print); cancelling and re-enabling change its status.
 */
export const galleyRequests = pgTable(
  'galley_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    requestType: integer('request_type').notNull().default(1),
    status: text('status').$type<RequestStatus>().notNull().default('pending'),
    evaluationType: integer('evaluation_type'),
    requestProfile: text('request_profile').notNull().default(''),
    requestReason: text('request_reason').notNull().default(''),
    details: jsonb('details')
      .$type<RequestDetails>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    submittedDate: timestamp('submitted_date', { withTimezone: true }).notNull().defaultNow(),
    statusChangedDate: timestamp('status_changed_date', { withTimezone: true }).notNull().defaultNow(),
    /** Who approved or declined it (a community owner); null while pending or when approved by a rule. */
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('galley_requests_user_sku_type_unique').on(t.userId, t.sku, t.requestType),
    index('galley_requests_sku_status_idx').on(t.sku, t.status),
    check('galley_requests_status_check', sql.raw(`status in (${REQUEST_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('galley_requests_type_check', sql`${t.requestType} in (1, 2)`),
    check('galley_requests_evaluation_check', sql`${t.evaluationType} is null or ${t.evaluationType} between 1 and 4`),
  ],
);

/** A galley download (seed 2 Download: sku, downloadDate): one row per file fetched. */
export const galleyDownloads = pgTable(
  'galley_downloads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    resourceId: text('resource_id')
      .notNull()
      .references(() => reviewCopyFormats.resourceId, { onDelete: 'cascade' }),
    format: integer('format').notNull(),
    /** 'download' (a file fetched), 'kindle' (mailed to a Kindle address) or 'reader' (opened in the web reader). */
    method: text('method').notNull().default('download'),
    downloadDate: timestamp('download_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('galley_downloads_user_sku_idx').on(t.userId, t.sku)],
);

/**
 * The furthest reading position of a user in a galley (seed 2 lastReadPositionBySku: created,
 * percentOfBookCompleted), with the EPUB CFI to reopen at and when the reader last showed it.
 */
export const readerPositions = pgTable(
  'reader_positions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    cfi: text('cfi').notNull().default(''),
    percentOfBookCompleted: real('percent_of_book_completed').notNull().default(0),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    lastViewed: timestamp('last_viewed', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sku] }), check('reader_positions_percent_check', sql`${t.percentOfBookCompleted} between 0 and 100`)],
);
