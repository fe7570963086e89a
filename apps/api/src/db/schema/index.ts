export * from './users';
export * from './refresh-tokens';
export * from './outbox';
export * from './rate-limit-hits';
export * from './contact-messages';
export * from './questions';
export * from './requests';
