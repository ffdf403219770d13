export * from './types.ts';
export * from './catalogue.ts';
export * from './traceability.ts';
