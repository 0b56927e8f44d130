export * from './native-messages.ts';
