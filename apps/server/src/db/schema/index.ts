// The full schema, handed to drizzle and to better-auth's adapter. One file per domain beside this one.
export * from './auth.ts';
export * from './auth-attempts.ts';
export * from './mail.ts';
export * from './settings.ts';
export * from './projects.ts';
export * from './items.ts';
export * from './integrations.ts';
export * from './uploads.ts';
export * from './credits.ts';
export * from './batches.ts';
export * from './promo.ts';
export * from './billing.ts';
export * from './team.ts';
export * from './consignors.ts';
export * from './sale-day.ts';
