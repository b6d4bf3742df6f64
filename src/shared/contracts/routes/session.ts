import { route } from '../endpoint.ts';

/** Session, sign-up, password and usage (seed 1): the routes of contracts/session.ts (zod-free, see endpoint.ts). */
export const getMe = route('GET', '/api/v1/me/user');
export const logIn = route('POST', '/api/v1/login');
export const logOut = route('POST', '/api/v1/logout');
export const forgotPassword = route('POST', '/api/v1/password/forgot');
export const changePassword = route('POST', '/api/v1/password/change');
export const getCountries = route('GET', '/api/v1/registration/countries');
export const getRobotChallenge = route('GET', '/api/v1/registration/challenge');
export const register = route('POST', '/api/v1/registration/user');
export const getRegion = route('GET', '/api/v1/me/preferences/region');
export const recordUsage = route('PUT', '/api/v1/usage');
