// Public surface of the auth feature for the rest of the app.
export { logout, useLogout } from './api/logout';
