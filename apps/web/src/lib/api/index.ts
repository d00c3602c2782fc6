export { ApiError, isApiError, NETWORK_ERROR_ITEM } from './ApiError';
export {
  API_BASE,
  apiRequest,
  endSession,
  ensureFreshSession,
  isApiPath,
  refreshSession,
  type AuthMode,
  type RequestOptions,
} from './client';
export { errorMessages, showApiError, showSuccess, showWarning } from './notify';
