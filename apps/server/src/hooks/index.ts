export {
  AUTHENTICATION_PATH,
  authenticated,
  currentUser,
  isExternal,
  optionalAuthenticated,
} from './authenticate';
export { integerId } from './integer-id';
export { rateLimit, rememberIp, TOO_MANY_ATTEMPTS } from './rate-limit';
export { internalOnly, requireRole } from './require-role';
export {
  dataValidator,
  fieldError,
  fieldErrors,
  queryValidator,
  validateData,
  validateQuery,
} from './validate';
