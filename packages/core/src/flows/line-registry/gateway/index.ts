export {
  type LineRegistration,
  type RegisterLineBody,
  RegisterLineBodySchema,
  RegistryDocumentTypeSchema,
  registerLine,
  registerLineEndpoint,
} from './register-line.ts';
